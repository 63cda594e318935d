/**
 * The request header proxy.ts sets to a page's address without its language ('/el/men' → '/men'):
 * the root layout builds the page's hreflang alternates from it.
 */
export const PAGE_PATH_HEADER = 'x-page-path';
