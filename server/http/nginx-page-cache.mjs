// @ts-check
// The shared page cache of a shop on several nodes: nginx in front keeps each catalogue page's HTML
// for a few seconds, so one render answers every shopper who asks for it meanwhile (record 0066).
// A cached page cannot carry one shopper's nonce to the next, so nginx asks the node to render it
// with a secret placeholder (PAGE_CACHE_NONCE; server/http/shared-cache-nonce.ts) and puts a fresh
// nonce ($request_id, 128 random bits) in its place in every answer it sends, in the body and in
// the CSP header. The pages it may keep are cacheable-pages.mjs's list, the only one.
// Plain ESM: scripts/cluster.mjs writes its nginx.conf with it, and `npm run nginx:page-cache`
// prints it for an operator's own nginx (docs/deploy.md).
import { CACHEABLE_PAGES, pathPattern } from './cacheable-pages.mjs';

/** The request header nginx names the placeholder in; the node renders with it only when it is the secret. */
export const PAGE_CACHE_NONCE_HEADER = 'x-page-cache-nonce';

/** How long nginx answers from a page before asking again (one request renders it; the rest get the kept copy). */
export const PAGE_CACHE_SECONDS = 60;

/**
 * The cacheable pages' paths, in English and under /el in Greek, as one PCRE (the JavaScript
 * expression's syntax is a subset of it here).
 */
export const cacheablePathRegex = () => {
  const english = pathPattern(CACHEABLE_PAGES).source.replace(/^\^/, '').replace(/\$$/, '');
  return `^(?:\\/el)?${english}$|^\\/el$`;
};

/**
 * The directives of nginx's `http` block: where pages are kept and the maps that decide, per
 * request, whether the page cache takes part.
 * @param {{ cacheDir: string, nonce: string, maxSizeMb?: number }} opts
 */
export function pageCacheHttp({ cacheDir, nonce, maxSizeMb = 256 }) {
  if (!/^[A-Za-z0-9]{32,}$/.test(nonce))
    throw new Error('the page cache nonce must be 32 or more letters and digits');
  return `# The shared page cache (server/http/nginx-page-cache.mjs).
  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=pages:10m max_size=${maxSizeMb}m inactive=10m use_temp_path=off;
  map $uri $page_cache_path {
    default 0;
    "~${cacheablePathRegex()}" 1;
  }
  # The language (lib/i18n/language-choice.ts): only an answer the node would give without a
  # redirect or a language cookie is shared. A Greek page is kept for browsers that remember Greek
  # (anyone else gets the cookie set by the node); an English page for those that remember English,
  # or remember nothing and name no Greek in Accept-Language (the node may send those to /el).
  map $uri $page_cache_language {
    default en;
    "~^/el(?:/|$)" el;
  }
  map $http_accept_language $page_cache_browser_greek {
    default 0;
    "~*(?:^|,)\\s*el(?:[-;,]|$)" 1;
  }
  map "$page_cache_language:$cookie_lang:$page_cache_browser_greek" $page_cache_language_skip {
    default 1;
    "~^el:el:" 0;
    "~^en:en:" 0;
    "en::0" 0;
  }
  # A page's document: GET or HEAD, not a client-side navigation's RSC payload (those vary by
  # router state and carry no nonce), in a language the cache may answer.
  map "$request_method:$http_rsc$http_next_router_prefetch$http_next_router_state_tree:$page_cache_path:$page_cache_language_skip" $page_cache_skip {
    default 1;
    "GET::1:0" 0;
    "HEAD::1:0" 0;
  }
  # The node renders a kept page with the placeholder, uncompressed, so it can be replaced here.
  map $page_cache_skip $page_cache_nonce {
    0 "${nonce}";
    default "";
  }
  map $page_cache_skip $page_cache_accept_encoding {
    0 "";
    default $http_accept_encoding;
  }
${everyPlaceholderReplaced('content_security_policy', '$page_cache_csp', nonce)}
${everyPlaceholderReplaced('link', '$page_cache_link', nonce)}`;
}

/** How many times a header may name the placeholder (Link: one per preloaded font and style sheet). */
const MOST_IN_A_HEADER = 6;

/**
 * A map giving the upstream's header with the placeholder replaced by this answer's nonce wherever
 * it appears; a header naming it more often than MOST_IN_A_HEADER is dropped, never sent on.
 * nginx has no replace-all for headers, so each count has its own expression, the most first.
 * @param {string} header the upstream header's variable suffix, e.g. `link`
 * @param {string} variable @param {string} nonce
 */
function everyPlaceholderReplaced(header, variable, nonce) {
  const lines = [`  map $upstream_http_${header} ${variable} {`, `    default $upstream_http_${header};`];
  lines.push(`    "~(?:${nonce}.*){${MOST_IN_A_HEADER + 1}}" "";`);
  for (let count = MOST_IN_A_HEADER; count >= 1; count--) {
    const parts = Array.from({ length: count + 1 }, (_, i) => `(?<${header}_${i}>.*?)`);
    parts[count] = `(?<${header}_${count}>.*)`;
    const value = parts.map((_, i) => `\${${header}_${i}}`).join('${request_id}');
    lines.push(`    "~^${parts.join(nonce)}$" "${value}";`);
  }
  return `${lines.join('\n')}\n  }`;
}

/**
 * The directives of the `server` block (every location inherits them; a location that sets its own
 * proxy_set_header or add_header must repeat these).
 * @param {{ nonce: string, seconds?: number }} opts
 */
export function pageCacheServer({ nonce, seconds = PAGE_CACHE_SECONDS }) {
  return `# The shared page cache (server/http/nginx-page-cache.mjs).
    proxy_cache pages;
    proxy_cache_key $scheme$request_uri;
    proxy_cache_bypass $page_cache_skip;
    proxy_no_cache $page_cache_skip;
    # Next marks every dynamic page no-store for browsers; this cache keeps what the list allows.
    # An answer with Set-Cookie is never kept (nginx's default, not ignored here), nor one not 200.
    proxy_ignore_headers Cache-Control Expires Vary;
    proxy_cache_valid 200 ${seconds}s;
    proxy_cache_use_stale updating;
    proxy_cache_background_update on;
    proxy_cache_lock on;
    proxy_set_header ${PAGE_CACHE_NONCE_HEADER} $page_cache_nonce;
    proxy_set_header Accept-Encoding $page_cache_accept_encoding;
    sub_filter "${nonce}" $request_id;
    sub_filter_once off;
    proxy_hide_header Content-Security-Policy;
    add_header Content-Security-Policy $page_cache_csp always;
    # Next names the nonce in its preload header too (fonts, style sheets).
    proxy_hide_header Link;
    add_header Link $page_cache_link always;
    add_header X-Page-Cache $upstream_cache_status always;
    # The kept pages come uncompressed; nginx compresses what it sends.
    gzip on;
    gzip_proxied any;
    gzip_vary on;
`;
}
