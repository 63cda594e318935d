// @ts-check
// The one interface between the page cache in front of Next (host/server.mjs) and the app: the
// host registers its store of rendered pages, and the app clears it (POST /api/revalidate, after
// an ERP change). Both run in one process but load this file as two module instances (Next's
// server bundle has its own copy), so a module variable would not be shared: the store hangs on
// the process global under a registered symbol, which every copy resolves to the same key.
// Plain JavaScript without `import 'server-only'`: the host loads it under bare Node, where that
// package throws.

/**
 * Rendered pages kept for reuse (per node; other nodes' revalidations reach it through
 * server/catalogue/revalidation.ts). `clear` may be async.
 * @typedef {{ clear(): Promise<void> | void }} RenderedPages
 */

const KEY = Symbol.for('ruck.storefront.rendered-pages');
const slot = /** @type {{ [KEY]?: RenderedPages }} */ (globalThis);

/** Makes `store` the one the app clears (the host calls this once at start). @param {RenderedPages} store */
export function registerRenderedPages(store) {
  slot[KEY] = store;
}

/** Empties the registered store; resolves at once when there is none (`next dev`, Vercel). */
export async function clearRenderedPages() {
  await slot[KEY]?.clear();
}
