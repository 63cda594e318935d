import { beforeEach, describe, expect, it, vi } from 'vitest';

// host/server.mjs and Next's server bundle each load their own copy of the module; the test does
// the same with a module reset between the two imports.
async function freshCopy() {
  vi.resetModules();
  return import('@/server/cache/rendered-pages.mjs');
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('ruck.storefront.rendered-pages')];
});

describe('rendered pages interface', () => {
  it('lets one module copy clear the store another registered', async () => {
    const host = await freshCopy();
    const app = await freshCopy();
    expect(app).not.toBe(host);
    const clear = vi.fn();
    host.registerRenderedPages({ clear });
    await app.clearRenderedPages();
    expect(clear).toHaveBeenCalledOnce();
  });

  it('waits for an asynchronous store to finish clearing', async () => {
    const { clearRenderedPages, registerRenderedPages } = await freshCopy();
    let cleared = false;
    registerRenderedPages({
      clear: () => new Promise<void>((done) => setTimeout(() => done(void (cleared = true)), 5)),
    });
    await clearRenderedPages();
    expect(cleared).toBe(true);
  });

  it('does nothing when no store is registered (next dev, Vercel)', async () => {
    const { clearRenderedPages } = await freshCopy();
    await expect(clearRenderedPages()).resolves.toBeUndefined();
  });
});
