// @ts-check
// Next answers a page's notFound() or thrown error with an empty shell that JavaScript fills in
// (vercel/next.js#62228). host/server.mjs renders such a page a second time with one of these
// headers, and proxy.ts rewrites that render to a route Next renders complete
// (lib/seo/status-routes.ts). Plain ESM, so the host loads it under Node without a build step.
import { GENERIC_ERROR } from '../lib/generic-error.mjs';

/** lib/seo/route-shape.ts's RENDER_NOT_FOUND_HEADER: only this host sets it (plain ESM here, no TS import). */
export const RENDER_NOT_FOUND = 'x-render-not-found';
/** lib/seo/status-routes.ts's RENDER_ERROR_HEADER: only this host sets it. */
export const RENDER_ERROR = 'x-render-error';
/** What Next sends for a notFound() or an error thrown by a page: an empty shell that JavaScript fills in. */
const EMPTY_ERROR_SHELL = '<html id="__next_error__">';
/** @param {Buffer} body */
export const isEmptyShell = (body) => body.includes(EMPTY_ERROR_SHELL);
/** A thrown error's digest as the shell's payload carries it (the client's error boundary reads it). */
const SHELL_DIGEST = /E\{\\"digest\\":\\"(\w+)\\"\}/;

/**
 * The second render of a page that came back as the empty shell: the header that tells proxy.ts
 * which complete route to render instead (lib/seo/status-routes.ts), or null to keep the answer.
 * @param {number} status @param {Buffer} body
 * @returns {[string, string] | null}
 */
export function shellRetry(status, body) {
  if (status < 400 || !isEmptyShell(body)) return null;
  if (status === 404) return [RENDER_NOT_FOUND, '1'];
  if (status < 500) return null;
  return [RENDER_ERROR, SHELL_DIGEST.exec(body.toString())?.[1] ?? ''];
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The page sent when the second render is the empty shell too: the root layout itself failed, so
 * no route of the app can render, and Next renders app/global-error.tsx only in the browser. This
 * one is complete without the layout and without JavaScript: lang, title, h1, the spec's general
 * error text, one noindex, a retry (the same address again) and the way home.
 * @param {string} url the failed page's path and query
 */
export function lastResortPage(url) {
  const { title, text } = GENERIC_ERROR;
  const link = 'display:inline-block;margin:0 .5rem;padding:.75rem 1.5rem;border:1px solid #111;color:#111';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="margin:0;padding:6rem 1.5rem;text-align:center;font-family:system-ui,sans-serif;color:#111"><h1 style="font-size:1.5rem">${title}</h1><p style="color:#555">${text}</p><p style="margin-top:2rem"><a href="${escapeHtml(url)}" style="${link}">TRY AGAIN</a><a href="/" style="${link}">RETURN TO HOME</a></p></body></html>`;
}
