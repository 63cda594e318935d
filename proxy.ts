import { NextResponse, type NextRequest } from 'next/server';
import { redirectLocation } from '@/lib/account/return-url';
import { config as shopConfig } from '@/server/config';
import { pageStatus } from '@/app/_status/page-status';
import { LAYOUT_FAILURE_HEADER, LAYOUT_FAILURE_PROBE } from '@/lib/seo/status-routes';
import { isSharedPage } from '@/server/http/cacheable-pages.mjs';
import { PAGE_CACHE_NONCE_HEADER } from '@/server/http/nginx-page-cache.mjs';
import { sharedCacheNonce } from '@/server/http/shared-cache-nonce';
import { decideLanguage, type LanguageDecision } from '@/lib/i18n/language-choice';
import { LANGUAGE_COOKIE, LOCALE_HEADER } from '@/lib/i18n/locales';
import { PAGE_PATH_HEADER } from '@/lib/i18n/page-path';

// Every page gets a fresh nonce: Next.js stamps it on its own scripts when it finds it in the
// request's CSP header, and the root layout reads it for the splash's inline script.
// form-action also names the card gateway: its hosted page is the only other place a shopper
// posts to (its 3-D Secure steps and its return to us are the gateway's own navigations).
export function contentSecurityPolicy(
  nonce: string,
  opts: { dev: boolean; https: boolean; gatewayOrigin: string },
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // Instagram's CDN: the home feed's images when a token is configured (server/instagram).
    "img-src 'self' data: blob: https://*.cdninstagram.com https://*.fbcdn.net",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${opts.gatewayOrigin}`,
    "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const SHARED_CACHE_CONTROL = 'public, no-cache';

export async function proxy(request: NextRequest) {
  // The spec's redirect helper: /?page=…&id=… opens one of an allow-list of pages.
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === '/' && searchParams.has('page')) {
    return NextResponse.redirect(new URL(redirectLocation(searchParams), shopConfig().siteUrl), 307);
  }
  const { siteUrl, jcc, pageCacheNonce } = shopConfig();
  const isDocument = !request.headers.has('rsc');
  const read = request.method === 'GET' || request.method === 'HEAD';
  const language = decideLanguage({
    pathname,
    search: request.nextUrl.search,
    cookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    userAgent: request.headers.get('user-agent'),
    isDocumentRead: isDocument && read,
  });
  if (language.kind === 'redirect') {
    const redirect = NextResponse.redirect(new URL(language.location, siteUrl), 307);
    rememberLanguage(redirect, language, siteUrl);
    return redirect;
  }
  // 128 random bits (as many as nginx's $request_id, which replaces the placeholder), or the shared
  // page cache's placeholder, which it replaces in every answer.
  const nonce =
    sharedCacheNonce(request.headers, pageCacheNonce) ??
    btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const csp = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === 'development',
    // The shop's configured address, never the request's scheme: that comes from X-Forwarded-Proto,
    // which a client can send, and the page cache shares this header between visitors.
    https: siteUrl.startsWith('https:'),
    gatewayOrigin: new URL(jcc.baseUrl).origin,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  // The page's language (next-intl reads this header) and its address without the language, for
  // the root layout's hreflang alternates; a client cannot set either.
  requestHeaders.set(LOCALE_HEADER, language.locale);
  requestHeaders.set(PAGE_PATH_HEADER, language.path);
  // The placeholder stays out of what the page and its logging could read.
  requestHeaders.delete(PAGE_CACHE_NONCE_HEADER);
  requestHeaders.set('Content-Security-Policy', csp);
  // The root layout fails on the probe's path alone (tests/e2e/next-62228.spec.ts), never because a
  // client sent the header.
  requestHeaders.delete(LAYOUT_FAILURE_HEADER);
  if (language.path === LAYOUT_FAILURE_PROBE) requestHeaders.set(LAYOUT_FAILURE_HEADER, '1');
  // A page that answers 404 or 500 is rewritten, with that status, to a route Next renders complete:
  // its own notFound() or throw would come back as an empty shell (app/_status/page-status.ts). A
  // client navigation (RSC) is left to the page: the router renders its not-found or error view.
  // A Greek page is the English route rendered in Greek: /el/men is served by app/[gender].
  const route = request.nextUrl.clone();
  route.pathname = language.path;
  const rewrite = isDocument ? await pageStatus(route, nonce) : null;
  let response;
  if (rewrite) {
    // A rewrite keeps the address bar (and usePathname) on the requested path. Next names a
    // loopback origin localhost; a server started with the hostname 127.0.0.1 takes that for another
    // server and fetches it, losing the status (vercel/next.js#94745): serve it as localhost.
    const url = new URL(rewrite.pathname + rewrite.search, request.url);
    response = NextResponse.rewrite(url, { status: rewrite.status, request: { headers: requestHeaders } });
  } else {
    response =
      language.path === pathname
        ? NextResponse.next({ request: { headers: requestHeaders } })
        : NextResponse.rewrite(new URL(language.path + request.nextUrl.search, request.url), {
            request: { headers: requestHeaders },
          });
    // A page the same for everyone may be kept by a browser (its back/forward cache) and by a CDN that
    // asks again each time; Next keeps a Cache-Control already set (it says no-store otherwise). Not
    // an answer that sets the language cookie: that one is for this browser only.
    if (isDocument && read && isSharedPage(language.path) && !language.remember)
      response.headers.set('Cache-Control', SHARED_CACHE_CONTROL);
  }
  response.headers.set('Content-Security-Policy', csp);
  rememberLanguage(response, language, siteUrl);
  return response;
}

/** Sets the language cookie when the decision asks for it (strictly necessary; privacy page). */
function rememberLanguage(response: NextResponse, language: LanguageDecision, siteUrl: string) {
  if (!language.remember) return;
  response.cookies.set(LANGUAGE_COOKIE, language.remember, {
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
    sameSite: 'lax',
    httpOnly: true,
    secure: siteUrl.startsWith('https:'),
  });
}

// Pages only: an API answer or a /media image carries no script, so it needs no nonce and no status
// decision, and skipping Next's middleware adapter saves a few ms of CPU on each (decision 0068).
// next.config.ts gives them a CSP that allows nothing.
export const config = {
  matcher: [{ source: '/((?!_next/static|_next/image|favicon.ico|api/|media/).*)' }],
};
