// @ts-check
// A short-lived cache of rendered catalogue pages in front of Next. Catalogue HTML is the same for
// every visitor (everything per-user lives in client islands), so one render can answer many
// requests. Each answer still gets a fresh CSP nonce: the cached page is kept in pieces split at
// its nonce, and every response splices a new one in (gzip included, see gzip-segments.mjs).
import { randomBytes } from 'node:crypto';
import { cacheableUrl } from './cacheable-pages.mjs';
import { deflatePiece, deflatePieceAsync, gzipFromPieces, WINDOW } from './gzip-segments.mjs';

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

const pathOf = (/** @type {import('node:http').IncomingMessage} */ req) =>
  new URL(req.url ?? '/', 'http://x').pathname;

/**
 * A GET of a page's HTML document: not a route handler's or Next's own file, not a client-side
 * navigation (those ask for the RSC payload, and the browser's router shows their errors itself).
 * @param {import('node:http').IncomingMessage} req
 */
export function isPageRequest(req) {
  if (req.method !== 'GET') return false;
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-router-state-tree'])
    return false;
  return !/^\/(?:api|_next)\//.test(pathOf(req));
}

/** @param {import('node:http').IncomingMessage} req */
export function isCacheableRequest(req) {
  return isPageRequest(req) && cacheableUrl(req.url ?? '/') !== undefined;
}

/** 128 random bits, as proxy.ts makes them (same length, so cached pieces line up). */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * @typedef {{ raw: Buffer; deflated: Buffer }} Piece
 * @typedef {{ status: number; headers: Record<string, string | string[]>; pieces: Piece[]; nonce: string; bytes: number; expires: number }} Entry
 * @typedef {{ status: number; headers: Record<string, string | string[]>; body: Buffer }} Rendered
 */

/**
 * Splits a rendered page at its nonce and pre-compresses the pieces on the thread pool.
 * `bytes` is what the entry holds: the page and its compressed pieces.
 * @param {number} status @param {Record<string, string | string[]>} headers @param {Buffer} body
 * @returns {Promise<Omit<Entry, 'expires'> | null>} null when the response must not be shared
 */
export async function toEntry(status, headers, body) {
  const csp = String(headers['content-security-policy'] ?? '');
  const nonce = NONCE_IN_CSP.exec(csp)?.[1];
  const type = String(headers['content-type'] ?? '');
  if (status !== 200 || !nonce || headers['set-cookie'] || !type.startsWith('text/html')) return null;
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([k]) => !PRIVATE_HEADERS.has(k) && k !== 'content-security-policy'),
  );
  // The nonce is base64 (ASCII), so it can be searched for in the bytes. Each piece's dictionary
  // is the window of text before it with every nonce blanked (gzip-segments.mjs), taken from one
  // blanked copy of the page rather than rebuilt per piece.
  const marker = Buffer.from(nonce);
  const blanked = Buffer.from(body);
  /** @type {[number, number][]} */
  const spans = [];
  let start = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, start)) {
    spans.push([start, at]);
    blanked.fill(0, at, at + marker.length);
    start = at + marker.length;
  }
  spans.push([start, body.length]);
  const zipped = await Promise.all(
    spans.map(([from, to]) =>
      deflatePieceAsync(body.subarray(from, to), blanked.subarray(Math.max(0, from - WINDOW), from)),
    ),
  );
  // One buffer for all the compressed pieces: each of zlib's answers is a view on a 16 KB chunk,
  // and keeping them kept 30-odd chunks per page (measured: 540 KB held for 18 KB of gzip).
  const packed = Buffer.alloc(zipped.reduce((n, z) => n + z.length, 0));
  let offset = 0;
  const pieces = spans.map(([from, to], i) => {
    const deflated = packed.subarray(offset, offset + zipped[i].copy(packed, offset));
    offset += deflated.length;
    return { raw: body.subarray(from, to), deflated };
  });
  const bytes = body.length + packed.length;
  // The same for every visitor, so a browser may keep it (the back/forward cache too, which
  // no-store forbids); it asks again each time, because the nonce is new on every answer.
  const headersOut = { ...kept, 'content-security-policy': csp, 'cache-control': SHARED_CACHE_CONTROL };
  return { status, headers: headersOut, pieces, nonce, bytes };
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
      // Oldest first: a Map iterates in insertion order, which is also expiry order (one lifetime
      // for all), so expired pages go here too instead of staying until asked for again.
      const t = now();
      for (const [k, e] of entries) {
        if (bytes <= maxBytes && e.expires > t) break;
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

/**
 * The cache's entry for `key`, or one render shared by every request that asks meanwhile (its
 * answer kept when it may be shared). `entry` is null when the render must not be shared (a
 * redirect, a 404, an error): `fresh` is then the answer as Next gave it.
 * @param {ReturnType<typeof createPageCache>} cache
 */
export function createPageSource(cache) {
  /** @type {Map<string, Promise<{ fresh: Rendered; shareable: Omit<Entry, 'expires'> | null }>>} */
  const inflight = new Map();
  /**
   * @param {string} key @param {() => Promise<Rendered>} renderPage
   * @returns {Promise<{ state: 'HIT' | 'MISS'; entry: Omit<Entry, 'expires'> | null; fresh?: Rendered }>}
   */
  return async function lookup(key, renderPage) {
    const cached = cache.get(key);
    if (cached) return { state: 'HIT', entry: cached };
    let pending = inflight.get(key);
    if (!pending) {
      // Rendering and compressing are one flight: a request arriving meanwhile waits for both.
      pending = renderPage()
        .then(async (fresh) => {
          const shareable = await toEntry(fresh.status, fresh.headers, fresh.body);
          if (shareable) cache.set(key, shareable);
          return { fresh, shareable };
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    const { fresh, shareable } = await pending;
    return { state: 'MISS', entry: shareable, fresh };
  };
}
