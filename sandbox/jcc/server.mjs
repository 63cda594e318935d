// @ts-check
// The sandbox JCC gateway: a stand-alone HTTP server speaking the REST shape of docs/jcc-contract.md,
// with a hosted card page and test cards (sandbox/README.md).
//   node sandbox/jcc/server.mjs   (SANDBOX_JCC_PORT, SANDBOX_JCC_DATA_DIR, SANDBOX_JCC_USERNAME,
//     SANDBOX_JCC_PASSWORD, SANDBOX_JCC_TOKEN, SANDBOX_JCC_CALLBACK_URL, SANDBOX_JCC_CALLBACK_SECRET,
//     SANDBOX_JCC_CALLBACK_METHOD, SANDBOX_JCC_LATENCY_MS)
//   POST /payment/rest/<method>.do           the REST calls (form fields in, JSON out)
//   GET|POST /payment/merchants/sandbox/*    the hosted card page and the 3-D Secure stand-in
//   GET /__sandbox/health, GET|POST /__sandbox/faults, GET /__sandbox/callbacks,
//   POST /__sandbox/callbacks/replay?mdOrder=…, POST /__sandbox/expire?mdOrder=…
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { callbackMethodOf, createCallbacks } from './callbacks.mjs';
import { delayOf, faultsFromEnv, validateFaults } from './faults.mjs';
import { createHosted, PAGE_PATH, pageCsp } from './hosted.mjs';
import { createRest, STATUS } from './rest.mjs';
import { openOrderStore, resolveDataDir } from './store.mjs';

const MAX_BODY = 64 * 1024;
const REST_PREFIX = '/payment/rest/';
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** @param {http.IncomingMessage} req @returns {Promise<string | null>} null when too large */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body @param {boolean} [broken] */
function json(res, status, body, broken = false) {
  const text = JSON.stringify(body);
  res.writeHead(status, JSON_HEADERS);
  res.end(broken ? `${text.slice(0, Math.floor(text.length / 2))}{"trunc` : text);
}

/**
 * Starts the sandbox gateway. Port 0 picks a free one; dataDir ':memory:' keeps nothing.
 * @param {{ port?: number, host?: string, dataDir?: string, userName?: string, password?: string,
 *   token?: string, callbackUrl?: string, callbackSecret?: string,
 *   callbackMethod?: import('./callbacks.mjs').CallbackMethod,
 *   faults?: import('./faults.mjs').JccFaults }} [opts]
 */
export async function startJccSandbox(opts = {}) {
  const env = process.env;
  const host = opts.host ?? '127.0.0.1';
  const callbacks = createCallbacks({
    url: opts.callbackUrl ?? (env.SANDBOX_JCC_CALLBACK_URL || undefined),
    secret: opts.callbackSecret ?? (env.SANDBOX_JCC_CALLBACK_SECRET || undefined),
    method: opts.callbackMethod ?? callbackMethodOf(env.SANDBOX_JCC_CALLBACK_METHOD),
  });
  const store = openOrderStore(resolveDataDir(opts.dataDir));
  let faults = opts.faults ?? faultsFromEnv(env);
  let base = '';
  const rest = createRest({
    store,
    callbacks,
    credentials: {
      userName: opts.userName ?? (env.SANDBOX_JCC_USERNAME || 'ruck-api'),
      password: opts.password ?? (env.SANDBOX_JCC_PASSWORD || 'sandbox-password'),
      token: opts.token ?? (env.SANDBOX_JCC_TOKEN || undefined),
    },
    pageUrl: (id) => `${base}${PAGE_PATH}?mdOrder=${encodeURIComponent(id)}`,
  });
  const hosted = createHosted({ store, callbacks });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url @param {string} body */
  async function sandboxRoute(req, res, url, body) {
    const p = url.pathname;
    if (p === '/__sandbox/health') return json(res, 200, { ok: true });
    if (p === '/__sandbox/faults') {
      if (req.method !== 'POST') return json(res, 200, faults);
      let parsed;
      try {
        parsed = body.trim() ? JSON.parse(body) : {};
      } catch {
        return json(res, 400, { error: 'Request body is not valid JSON' });
      }
      const r = validateFaults(parsed);
      if ('error' in r) return json(res, 400, { error: r.error });
      faults = r.settings;
      return json(res, 200, faults);
    }
    if (p === '/__sandbox/callbacks' && req.method === 'GET') return json(res, 200, callbacks.deliveries());
    const order = store.get(url.searchParams.get('mdOrder') ?? '');
    if (req.method !== 'POST') return json(res, 405, { error: 'POST only' });
    if (!order) return json(res, 404, { error: 'No such order (mdOrder)' });
    if (p === '/__sandbox/callbacks/replay') {
      if (!callbacks.enabled()) return json(res, 409, { error: 'No callback URL is configured' });
      const d = await callbacks.replay(order);
      return d ? json(res, 200, d) : json(res, 409, { error: 'No callback was sent for this order yet' });
    }
    if (p === '/__sandbox/expire') {
      // The payment's time ran out (what the card that never returns ends in): declined by timeout.
      if (order.status !== STATUS.registered && order.status !== STATUS.acs)
        return json(res, 409, { error: `Order status ${order.status} cannot expire` });
      const updated = store.update(order.id, { status: STATUS.declined, actionCode: -2007, stage: 'done' });
      callbacks.send(updated, 'declinedByTimeout', 1);
      return json(res, 200, { orderStatus: updated.status });
    }
    return json(res, 404, { error: 'Not found' });
  }

  /** @type {http.RequestListener} */
  async function onRequest(req, res) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const body = req.method === 'POST' ? await readBody(req) : '';
    if (body === null) return json(res, 413, { error: `Request body is larger than ${MAX_BODY} bytes` });
    if (url.pathname.startsWith('/__sandbox/')) return sandboxRoute(req, res, url, body);
    if (url.pathname.startsWith(REST_PREFIX)) {
      if (req.method !== 'POST') return json(res, 405, { errorCode: '7', errorMessage: 'POST only' });
      const delay = delayOf(faults);
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      if (faults.down) return json(res, 503, { error: 'Service unavailable (sandbox fault injection)' });
      const answer = rest(url.pathname.slice(REST_PREFIX.length), new URLSearchParams(body));
      if (!answer) return json(res, 404, { errorCode: '7', errorMessage: 'Unknown method' });
      return json(res, 200, answer, faults.malformed);
    }
    const page = hosted(req.method ?? 'GET', url, new URLSearchParams(body));
    if (!page) return json(res, 404, { error: 'Not found' });
    /** @type {Record<string, string>} */
    const headers = {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pageCsp(store.get(url.searchParams.get('mdOrder') ?? '')),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    if (page.location) {
      res.writeHead(page.status, { ...headers, Location: page.location });
      return res.end();
    }
    res.writeHead(page.status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page.html);
  }

  const server = http.createServer({ requestTimeout: 60_000 }, (req, res) => {
    onRequest(req, res).catch((err) => {
      console.error('sandbox JCC: internal error', err);
      if (!res.headersSent) json(res, 500, { error: 'Internal sandbox error' });
      else res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? Number(env.SANDBOX_JCC_PORT || 4140), host, () => resolve(undefined));
  }).catch((err) => {
    store.close();
    throw err;
  });
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  base = `http://${host}:${port}`;
  /** @type {Promise<void> | undefined} */
  let closing;
  return {
    url: base,
    port,
    /** What the shop's JCC_BASE_URL is set to. */
    restUrl: `${base}${REST_PREFIX}`,
    close: () =>
      (closing ??= new Promise((resolve) => {
        server.close(() => (store.close(), resolve(undefined)));
        server.closeAllConnections();
      })),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const sandbox = await startJccSandbox();
  console.log(`sandbox JCC gateway listening on ${sandbox.restUrl}`);
  const stop = () => sandbox.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
