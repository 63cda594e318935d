// @ts-check
// Who the client is and how it reached us. Rate limits count the last X-Forwarded-For entry
// (server/http/rate-limit.ts), and Next builds the request's URL from X-Forwarded-Proto (the
// scheme) and keeps X-Forwarded-Host; Next keeps a client's own headers when nothing sits in front
// of it, so a shopper could name a new address on every request, or make a page rendered for the
// shared page cache believe it was asked over https. Only a peer in TRUSTED_PROXIES (e.g. the
// nginx in front, 127.0.0.1) may speak for the client; from anyone else the forwarding headers
// are dropped and the address is the socket's own (Next then fills in the scheme of the socket).

import { subscribe } from 'node:diagnostics_channel';
import { plainAddress as plain } from './trusted-proxies.mjs';

export { trustedProxies } from './trusted-proxies.mjs';

/** What only a trusted proxy may say; X-Forwarded-For is replaced instead. */
const FORWARDED = ['x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * Makes the request's forwarding headers say what this node can vouch for.
 * @param {import('node:http').IncomingMessage} req
 * @param {ReadonlySet<string>} trusted
 */
export function vouchForClient(req, trusted) {
  const peer = plain(req.socket.remoteAddress ?? '');
  if (peer && trusted.has(peer)) return;
  for (const name of FORWARDED) delete req.headers[name];
  if (peer) req.headers['x-forwarded-for'] = peer;
  else delete req.headers['x-forwarded-for'];
}

/**
 * Vouches for every request any HTTP server of this process takes (next start's, the standalone
 * server.js's), before Next or anything else reads it: Node publishes each
 * request on this channel just before the server's 'request' event. Next's own code has no hook
 * there, and in a route handler the socket's address is gone.
 * @param {ReadonlySet<string>} trusted
 */
export function vouchForEveryClient(trusted) {
  subscribe('http.server.request.start', (/** @type {any} */ { request }) =>
    vouchForClient(request, trusted),
  );
}
