// @ts-check
// A short-lived cache of rendered catalogue pages in front of Next. Catalogue HTML is the same for
// every visitor (everything per-user lives in client islands), so one render can answer many
// requests. Each answer still gets a fresh CSP nonce: the cached page is kept in pieces split at
// its nonce, and every response splices a new one in (gzip included, see gzip-segments.mjs).
import { randomBytes } from 'node:crypto';
import { CACHEABLE_PAGES, pathPattern } from './cacheable-pages.mjs';
import { deflatePiece, gzipFromPieces } from './gzip-segments.mjs';

const CACHEABLE_PATH = pathPattern(CACHEABLE_PAGES);
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]+)'/;
/** Response headers that must not be replayed to another visitor. */
const PRIVATE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

/** Cache-Control of a page shared between visitors (Next's own says no-store on every dynamic page). */
export const SHARED_CACHE_CONTROL = 'public, no-cache';

/** @param {import('node:http').IncomingMessage} req */
export function isCacheableRequest(req) {
  if (req.method !== 'GET') return false;
  // Client-side navigations ask for the RSC payload, not the document; leave them to Next.
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-router-state-tree'])
    return false;
  const url = new URL(req.url ?? '/', 'http://x');
  return CACHEABLE_PATH.test(url.pathname);
}

/** 128 random bits, as proxy.ts makes them (same length, so cached pieces line up). */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * @typedef {{ raw: Buffer; deflated: Buffer }} Piece
 * @typedef {{ status: number; headers: Record<string, string | string[]>; pieces: Piece[]; nonce: string; bytes: number; expires: number }} Entry
 */

/**
 * Splits a rendered page at its nonce and pre-compresses the pieces.
 * @param {number} status @param {Record<string, string | string[]>} headers @param {Buffer} body
 * @returns {Omit<Entry, 'expires'> | null} null when the response must not be shared
 */
export function toEntry(status, headers, body) {
  const csp = String(headers['content-security-policy'] ?? '');
  const nonce = NONCE_IN_CSP.exec(csp)?.[1];
  const type = String(headers['content-type'] ?? '');
  if (status !== 200 || !nonce || headers['set-cookie'] || !type.startsWith('text/html')) return null;
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([k]) => !PRIVATE_HEADERS.has(k) && k !== 'content-security-policy'),
  );
  const parts = body.toString('utf8').split(nonce);
  const blank = Buffer.alloc(Buffer.byteLength(nonce));
  /** @type {Buffer[]} */
  const seen = [];
  const pieces = parts.map((part, i) => {
    const raw = Buffer.from(part, 'utf8');
    if (i > 0) seen.push(blank);
    const deflated = deflatePiece(raw, Buffer.concat(seen));
    seen.push(raw);
    return { raw, deflated };
  });
  // The same for every visitor, so a browser may keep it (the back/forward cache too, which
  // no-store forbids); it asks again each time, because the nonce is new on every answer.
  const headersOut = { ...kept, 'content-security-policy': csp, 'cache-control': SHARED_CACHE_CONTROL };
  return { status, headers: headersOut, pieces, nonce, bytes: body.length };
}

/**
 * The entry as a response body with `nonce` in place of the one it was rendered with.
 * @param {Omit<Entry, 'expires'>} entry @param {string} nonce @param {boolean} gzip
 */
export function render(entry, nonce, gzip) {
  const raw = Buffer.from(nonce);
  const filler = { raw, deflated: gzip ? deflatePiece(raw) : raw };
  /** @type {Piece[]} */
  const pieces = [];
  entry.pieces.forEach((piece, i) => {
    if (i > 0) pieces.push(filler);
    pieces.push(piece);
  });
  const body = gzip ? gzipFromPieces(pieces) : Buffer.concat(pieces.map((p) => p.raw));
  // Every header that names the nonce gets the new one: the CSP, and the Link header whose
  // preloads carry nonce="…" (a stale one there would make the browser drop those preloads).
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(entry.headers)) {
    const swap = (/** @type {string} */ v) => v.split(entry.nonce).join(nonce);
    headers[name] = Array.isArray(value) ? value.map(swap) : swap(value);
  }
  return { headers, body };
}

/** @param {{ ttlMs: number; maxBytes: number; now?: () => number }} opts */
export function createPageCache({ ttlMs, maxBytes, now = Date.now }) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  let bytes = 0;
  const drop = (/** @type {string} */ key) => {
    const e = entries.get(key);
    if (e) bytes -= e.bytes;
    entries.delete(key);
  };
  return {
    /** @param {string} key */
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expires <= now()) return void drop(key);
      return e;
    },
    /** @param {string} key @param {Omit<Entry, 'expires'>} entry */
    set(key, entry) {
      drop(key);
      entries.set(key, { ...entry, expires: now() + ttlMs });
      bytes += entry.bytes;
      // Oldest first: a Map iterates in insertion order.
      for (const k of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(k);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
