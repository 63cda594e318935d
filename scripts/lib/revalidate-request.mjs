// @ts-check
import { createHmac } from 'node:crypto';

// POST /api/revalidate as app/api/revalidate/route.ts checks it: `${timestamp}.${body}` signed with
// HMAC-SHA256 under REVALIDATE_SECRET. Used by scripts/revalidate.mjs and the cluster tests.

/**
 * @param {string} siteUrl the shop (or one node of it), without a trailing slash
 * @param {string} secret REVALIDATE_SECRET
 * @param {{ tags: string[] } | { all: true }} what
 */
export function postRevalidation(siteUrl, secret, what) {
  const body = JSON.stringify(what);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': `sha256=${signature}`,
    },
    body,
  });
}
