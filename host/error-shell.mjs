// @ts-check
// Next answers a page's notFound() or thrown error with an empty shell that JavaScript fills in
// (vercel/next.js#62228). host/server.mjs renders such a page a second time with one of these
// headers, and proxy.ts rewrites that render to a route Next renders complete
// (lib/seo/status-routes.ts). Plain ESM, so the host loads it under Node without a build step.

/** lib/seo/route-shape.ts's RENDER_NOT_FOUND_HEADER: only this host sets it (plain ESM here, no TS import). */
export const RENDER_NOT_FOUND = 'x-render-not-found';
/** lib/seo/status-routes.ts's RENDER_ERROR_HEADER: only this host sets it. */
export const RENDER_ERROR = 'x-render-error';
/** What Next sends for a notFound() or an error thrown by a page: an empty shell that JavaScript fills in. */
const EMPTY_ERROR_SHELL = '<html id="__next_error__">';
/** A thrown error's digest as the shell's payload carries it (the client's error boundary reads it). */
const SHELL_DIGEST = /E\{\\"digest\\":\\"(\w+)\\"\}/;

/**
 * The second render of a page that came back as the empty shell: the header that tells proxy.ts
 * which complete route to render instead (lib/seo/status-routes.ts), or null to keep the answer.
 * @param {number} status @param {Buffer} body
 * @returns {[string, string] | null}
 */
export function shellRetry(status, body) {
  if (status < 400 || !body.includes(EMPTY_ERROR_SHELL)) return null;
  if (status === 404) return [RENDER_NOT_FOUND, '1'];
  if (status < 500) return null;
  return [RENDER_ERROR, SHELL_DIGEST.exec(body.toString())?.[1] ?? ''];
}
