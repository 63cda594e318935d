// @ts-check
// Addresses as the shop compares them, shared by server/http/forwarded.mjs (which client a request may
// speak for) and GET /api/health (who may read its details). Plain ESM: instrumentation.ts and the
// scripts load it alike.

/** 127.0.0.1 for '::ffff:127.0.0.1': Node reports IPv4 peers of a dual-stack socket that way. */
export const plainAddress = (/** @type {string} */ address) =>
  address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * TRUSTED_PROXIES: comma-separated addresses of the reverse proxies in front of this node.
 * @param {string | undefined} value
 * @returns {ReadonlySet<string>}
 */
export const trustedProxies = (value) => new Set((value ?? '').split(',').map(plainAddress).filter(Boolean));
