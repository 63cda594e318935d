// @ts-check
// Server-to-server callbacks: GET <callbackUrl>?mdOrder=…&orderNumber=…&operation=…&status=1|0, plus
// `checksum` when a secret is set; or the same fields as a POST form body, the merchant's other
// choice in JCC's portal. The checksum is [inferred] (the BPC/RBS platform's scheme, to
// confirm with JCC): parameters other than checksum sorted by name, joined as `name;value;`,
// HMAC-SHA256 keyed with the secret, hex upper case.
import crypto from 'node:crypto';

/** @param {Record<string, string>} params @param {string} secret */
export function callbackChecksum(params, secret) {
  const text = Object.keys(params)
    .filter((k) => k !== 'checksum')
    .sort()
    .map((k) => `${k};${params[k]};`)
    .join('');
  return crypto.createHmac('sha256', secret).update(text, 'utf8').digest('hex').toUpperCase();
}

/**
 * @typedef {'approved' | 'deposited' | 'declinedByTimeout' | 'reversed' | 'refunded'} Operation
 * @typedef {'GET' | 'POST'} CallbackMethod
 * @typedef {{ url: string, method: CallbackMethod, operation: Operation, status: 0 | 1,
 *   httpStatus: number | null, at: string }} Delivery
 */

/** GET unless `value` (SANDBOX_JCC_CALLBACK_METHOD) says POST; anything else is a mistake to name. @param {string | undefined} value */
export function callbackMethodOf(value) {
  const method = (value || 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'POST')
    throw new Error(`SANDBOX_JCC_CALLBACK_METHOD must be GET or POST, not ${JSON.stringify(value)}`);
  return /** @type {CallbackMethod} */ (method);
}

/** @param {{ url?: string, secret?: string, method?: CallbackMethod, timeoutMs?: number }} opts */
export function createCallbacks({ url, secret, method = 'GET', timeoutMs = 5000 }) {
  /** @type {Map<string, { operation: Operation, status: 0 | 1 }>} the last callback per order */
  const last = new Map();
  /** @type {Delivery[]} */
  const log = [];

  /** @param {import('./store.mjs').Order} order @param {Operation} operation @param {0 | 1} status */
  async function deliver(order, operation, status) {
    if (!url) return null;
    /** @type {Record<string, string>} */
    const params = { mdOrder: order.id, orderNumber: order.orderNumber, operation, status: String(status) };
    if (secret) params.checksum = callbackChecksum(params, secret);
    const target = new URL(url);
    const fields = new URLSearchParams(params);
    if (method === 'GET') for (const [k, v] of fields) target.searchParams.set(k, v);
    /** @type {number | null} */
    let httpStatus = null;
    try {
      // A POST's body is the form (fetch gives it application/x-www-form-urlencoded).
      const res = await fetch(target, {
        method,
        body: method === 'POST' ? fields : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      httpStatus = res.status;
      await res.body?.cancel();
    } catch {
      /* the merchant was not reachable: recorded as httpStatus null */
    }
    /** @type {Delivery} */
    const d = { url: target.href, method, operation, status, httpStatus, at: new Date().toISOString() };
    log.push(d);
    if (log.length > 200) log.shift();
    return d;
  }

  return {
    enabled: () => Boolean(url),
    /** After a status change: remembered for replay, sent in the background. */
    send(
      /** @type {import('./store.mjs').Order} */ order,
      /** @type {Operation} */ operation,
      status = /** @type {0 | 1} */ (1),
    ) {
      last.set(order.id, { operation, status });
      void deliver(order, operation, status);
    },
    /** Sends an order's last callback again and waits for the answer. @param {import('./store.mjs').Order} order */
    async replay(order) {
      const l = last.get(order.id);
      return l ? deliver(order, l.operation, l.status) : null;
    },
    deliveries: () => [...log],
  };
}

/** @typedef {ReturnType<typeof createCallbacks>} Callbacks */
