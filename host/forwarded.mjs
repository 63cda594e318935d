// @ts-check
// Who the client is, for per-shopper rate limits (server/http/rate-limit.ts reads the last
// X-Forwarded-For entry). Next keeps a client's own X-Forwarded-For when nothing sits in front of
// it, so a shopper could name a new address on every request and never be limited. Only a peer in
// TRUSTED_PROXIES (e.g. the nginx in front, 127.0.0.1) may speak for the client; from anyone else
// the forwarding headers are replaced by the socket's own address.

/** 127.0.0.1 for '::ffff:127.0.0.1': Node reports IPv4 peers of a dual-stack socket that way. */
const plain = (/** @type {string} */ address) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** TRUSTED_PROXIES: comma-separated addresses of the reverse proxies in front of this node. */
export function trustedProxies(/** @type {string | undefined} */ value) {
  return new Set(
    (value ?? '')
      .split(',')
      .map((s) => plain(s.trim()))
      .filter(Boolean),
  );
}

/**
 * Makes the request's forwarding headers say what this node can vouch for.
 * @param {import('node:http').IncomingMessage} req
 * @param {ReadonlySet<string>} trusted
 */
export function vouchForClient(req, trusted) {
  const peer = plain(req.socket.remoteAddress ?? '');
  if (peer && trusted.has(peer)) return;
  delete req.headers['x-real-ip'];
  delete req.headers['x-forwarded-host'];
  if (peer) req.headers['x-forwarded-for'] = peer;
  else delete req.headers['x-forwarded-for'];
}
