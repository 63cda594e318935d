// The load shoppers' HTTP: a fetch-like call over undici's plain `request` from the shopper's own
// address, timed until the whole answer is read and recorded in the run's tally under its route
// pattern (`/product/[id]`, `api POST /api/checkout`…).
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import { Headers } from 'undici';

const ID_SEGMENT = /\/(\d+|[0-9a-f-]{16,}|[A-Za-z0-9_-]{24,})(?=\/|$)/g;

/** The route pattern a request is reported under. */
export function routeOf(method, url, shopOrigin) {
  const u = new URL(url);
  const path = u.pathname.replace(ID_SEGMENT, '/:id');
  if (u.origin !== shopOrigin) return { kind: 'gateway', name: `gateway ${method} ${path}` };
  if (u.pathname.startsWith('/api/')) return { kind: 'api', name: `api ${method} ${path}` };
  const p = u.pathname;
  let name = p;
  if (/^\/[a-z]+\/\d+\/product\/\d+$/.test(p)) name = '/[gender]/[category]/product/[id]';
  else if (/^\/[a-z]+\/\d+$/.test(p))
    name = u.search ? '/[gender]/[category]?filter' : '/[gender]/[category]';
  else if (/^\/product\/\d+$/.test(p)) name = '/product/[id]';
  else if (p === '/products' && u.searchParams.has('search')) name = '/products?search=';
  return { kind: 'page', name: `page ${method === 'GET' ? '' : `${method} `}${name}` };
}

/**
 * What shopperFetch answers: the parts of a fetch Response the journeys read. The body is
 * decompressed only when read; most pages' HTML never is.
 */
class Answer {
  #raw;
  #encoding;
  #body = /** @type {Buffer | undefined} */ (undefined);
  /** @param {number} status @param {Headers} headers @param {Buffer} raw */
  constructor(status, headers, raw) {
    this.status = status;
    this.ok = status >= 200 && status < 300;
    this.#encoding = headers.get('content-encoding');
    headers.delete('content-encoding');
    this.headers = headers;
    this.#raw = raw;
  }
  #decoded() {
    const raw = this.#raw;
    const decode = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }[this.#encoding ?? ''];
    return (this.#body ??= decode ? decode(raw) : raw);
  }
  async arrayBuffer() {
    const b = this.#decoded();
    return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
  }
  async text() {
    return this.#decoded().toString('utf8');
  }
  async json() {
    return JSON.parse(await this.text());
  }
}

/**
 * A fetch for one shopper: through its own `dispatcher` (an undici Agent bound to its address),
 * timed until the whole answer is read, recorded in `tally` under its route. `expect` (default:
 * any 2xx or 3xx) lists the statuses that are not errors. Answers the parts of a Response that
 * callers (bench/lib/checkout.mjs) read.
 * It is undici's plain `request`, not its WHATWG `fetch`, and it decompresses only what is read:
 * the tool shares the cluster's two cores, and every ms it spends is taken from the shop it
 * measures. Two-minute runs of 100 shoppers (9,365 requests each): 2.5 ms of the tool's CPU a
 * request with fetch, 0.75 ms with this. Redirects are not followed (fetch's `redirect: 'manual'`).
 * @param {import('undici').Dispatcher} dispatcher
 * @param {string} shopOrigin
 * @param {import('./tally.mjs').Tally} tally
 */
export function shopperFetch(dispatcher, shopOrigin, tally) {
  return async (url, init = {}, expect = null) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const { kind, name } = routeOf(method, String(url), shopOrigin);
    const route = tally.route(name, kind);
    const target = new URL(String(url));
    const t0 = performance.now();
    let res, raw;
    try {
      res = await dispatcher.request({
        origin: target.origin,
        path: target.pathname + target.search,
        method,
        headers: { 'accept-encoding': 'gzip, deflate, br', ...init.headers },
        // A form is sent as its text, as fetch would with its content type.
        body: init.body instanceof URLSearchParams ? init.body.toString() : init.body,
      });
      raw = Buffer.from(await res.body.arrayBuffer());
    } catch (error) {
      if (tally.measuring) {
        route.times.push(performance.now() - t0);
        tally.noteError(name, `network error (${error.cause?.code ?? error.code ?? error.message})`);
      }
      error.noted = true;
      throw error;
    }
    const elapsed = performance.now() - t0;
    const headers = new Headers();
    for (const [key, value] of Object.entries(res.headers))
      for (const v of Array.isArray(value) ? value : [value ?? '']) headers.append(key, v);
    const answer = new Answer(res.statusCode, headers, raw);
    if (tally.measuring) {
      route.times.push(elapsed);
      const ok = expect ? expect.includes(answer.status) : answer.status < 400;
      if (!ok) {
        const code = await answer.json().then(
          (json) => json?.error?.code ?? '',
          () => '', // not JSON
        );
        const location = headers.get('location');
        tally.noteError(name, `${answer.status}${code ? ` ${code}` : ''}${location ? ` → ${location}` : ''}`);
      }
    }
    return answer;
  };
}
