// @ts-check
// Request plumbing: URL and body parsing, fault injection, JSON/gzip answers, the /__sandbox endpoints.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { HttpError } from './errors.mjs';
import { breakJson, validateFaults } from './faults.mjs';

const gzip = promisify(zlib.gzip);
const MAX_BODY = 1 << 20;
const JSON_TYPE = 'application/json; charset=utf-8';

/** @param {import('node:http').IncomingMessage} req @returns {Promise<unknown>} the JSON body ({} when empty) */
async function readJsonBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, `Request body is larger than ${MAX_BODY} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** Query parameters, plus a POST body's top-level scalar values. @param {URL} url @param {unknown} body */
function paramsOf(url, body) {
  const p = new URLSearchParams(url.searchParams);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body))
      if (v !== null && typeof v !== 'object' && !p.has(k)) p.append(k, String(v));
  }
  return p;
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {number} status @param {string | Buffer} body @param {string} [type]
 */
async function send(req, res, status, body, type = JSON_TYPE) {
  let payload = typeof body === 'string' ? Buffer.from(body) : body;
  /** @type {Record<string, string | number>} */
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-store' };
  if (type === JSON_TYPE) headers.Vary = 'Accept-Encoding';
  if (
    type === JSON_TYPE &&
    payload.length > 1024 &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  ) {
    payload = await gzip(payload, { level: 4 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = payload.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** @param {number} status @param {string} message */
const errorJson = (status, message) => ({ status, json: JSON.stringify({ error: message }) });

/**
 * @param {{handle: (op: string, p: URLSearchParams, body?: unknown) => Promise<import('./handlers.mjs').OpResult>,
 *   faults: ReturnType<typeof import('./faults.mjs').createFaults>, itemCount: () => number,
 *   sessionToken?: string}} deps sessionToken: the only Session-Token accepted (401 otherwise); unset accepts any
 */
export function createRequestListener({ handle, faults, itemCount, sessionToken }) {
  /** @param {import('node:http').IncomingMessage} req @returns {Promise<import('./handlers.mjs').OpResult & {malformed?: boolean}>} */
  async function answer(req) {
    const rawUrl = req.url ?? '/';
    let url;
    try {
      url = new URL(rawUrl.startsWith('/') ? rawUrl : `/${rawUrl}`, 'http://sandbox');
    } catch {
      throw new HttpError(400, 'Malformed request URL');
    }
    const method = req.method ?? 'GET';
    if (!['GET', 'HEAD', 'POST'].includes(method))
      throw new HttpError(405, `Method ${method} is not supported`);
    const body = method === 'POST' ? await readJsonBody(req) : undefined;
    if (url.pathname === '/__sandbox/health')
      return { status: 200, json: JSON.stringify({ ok: true, items: itemCount() }) };
    if (url.pathname === '/__sandbox/faults') {
      if (method !== 'POST') return { status: 200, json: JSON.stringify(faults.get()) };
      const r = validateFaults(body);
      if ('error' in r) throw new HttpError(400, r.error);
      faults.set(r.settings);
      return { status: 200, json: JSON.stringify(r.settings) };
    }
    // A refused token is the ERP's answer, not a fault: it comes before any injected one.
    if (sessionToken !== undefined && req.headers['session-token'] !== sessionToken)
      return errorJson(401, 'Invalid session token');
    const fault = faults.decide(rawUrl);
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.fail)
      return fault.failStatus === 401 || fault.failStatus === 403
        ? errorJson(fault.failStatus, 'Invalid session token (sandbox fault injection)')
        : fault.failStatus === 200
          ? errorJson(200, 'Request refused (sandbox fault injection)')
          : errorJson(fault.failStatus, 'Service unavailable (sandbox fault injection)');
    let op;
    try {
      op = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
    } catch {
      throw new HttpError(400, 'The operation name is not valid URL encoding');
    }
    return { ...(await handle(op, paramsOf(url, body), body)), malformed: fault.malformed };
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return async function onRequest(req, res) {
    try {
      /** @type {import('./handlers.mjs').OpResult & {malformed?: boolean}} */
      let r;
      try {
        r = await answer(req);
      } catch (err) {
        if (!(err instanceof HttpError)) console.error('sandbox ERP: internal error', err);
        r =
          err instanceof HttpError
            ? errorJson(err.status, err.message)
            : errorJson(500, 'Internal sandbox error');
      }
      if ('json' in r)
        await send(req, res, r.status, r.malformed && r.status === 200 ? breakJson(r.json) : r.json);
      else await send(req, res, r.status, r.body, r.type);
    } catch (err) {
      console.error('sandbox ERP: could not answer', err);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  };
}
