import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startErpSandbox } from '@/sandbox/erp/server.mjs';
import {
  fetchBrands,
  fetchCarousel,
  fetchCategories,
  fetchColourIndex,
  fetchMainCategories,
  fetchManufacturers,
  fetchProduct,
  fetchProducts,
  fetchStock,
} from '@/server/erp/reads';
import { resetErpBreaker } from '@/server/erp/breaker';
import { isMissing } from '@/server/erp/errors';
import { fetchImage, parseImageRef } from '@/server/erp/images';
import type { ColourIndex } from '@/server/erp/transforms/colour';

/** The adapter contract against a fresh sandbox ERP, default or strict (sandbox/erp/strict.mjs). */
export function adapterContract({ strict }: { strict: boolean }) {
  // The adapter against the live sandbox over HTTP: the same code path the shop runs.
  const SEED_ITEMS = 300;
  let sandbox: { url: string; close(): Promise<void> };
  let dataDir: string;
  let colours: ColourIndex;

  const faults = (body: object) =>
    fetch(`${sandbox.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) }).then((r) =>
      r.json(),
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'erp-contract-'));
    sandbox = await startErpSandbox({ port: 0, dataDir, seedItems: SEED_ITEMS, seed: 7, strict });
    vi.stubEnv('ERP_BASE_URL', sandbox.url);
    const c = await fetchColourIndex();
    if (!c.ok) throw c.error;
    colours = c.data;
  }, 60_000);

  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('adapter ↔ sandbox ERP contract', () => {
    it('reads main categories with labels, genders and attachment images', async () => {
      const r = await fetchMainCategories();
      if (!r.ok) throw r.error;
      const byName = new Map(r.data.map((t) => [t.name, t]));
      expect(byName.get('UOMO')).toMatchObject({ label: 'CLOTHING', gender: 'men' });
      expect(byName.get('DONNA')).toMatchObject({ label: 'CLOTHING', gender: 'women' });
      expect(byName.get('ACC DONNA')).toMatchObject({ label: 'ACCESSORIES', gender: 'women' });
      expect(byName.get('UOMO')!.images[0]).toMatch(/^\/media\/type\/\d+\//);
    });

    it('reads categories sorted by id, with visible subcategories linking to /{gender}/{id}', async () => {
      const r = await fetchCategories();
      if (!r.ok) throw r.error;
      const ids = r.data.map((c) => c.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const subs = r.data.flatMap((c) => c.subcategories);
      expect(subs.length).toBeGreaterThan(10);
      expect(subs.every((s) => !/hide/i.test(s.name))).toBe(true);
      expect(subs.filter((s) => s.gender).every((s) => s.link === `/${s.gender}/${s.id}`)).toBe(true);
      expect(r.data.every((c) => !/\b(UOMO|UOMMO|DONNA|ACC)\b/.test(c.name))).toBe(true);
    });

    it('reads about 25 brands', async () => {
      const r = await fetchBrands();
      if (!r.ok) throw r.error;
      expect(r.data.length).toBeGreaterThanOrEqual(20);
      expect(r.data.every((b) => b.id > 0 && b.name.length > 0)).toBe(true);
    });

    it("reads every brand's maker, and an EU responsible person for the makers outside the EU", async () => {
      const [brands, makers] = await Promise.all([fetchBrands(), fetchManufacturers()]);
      if (!brands.ok) throw brands.error;
      if (!makers.ok) throw makers.error;
      for (const brand of brands.data) {
        const maker = makers.data[brand.id];
        expect(maker.address.length, brand.name).toBeGreaterThanOrEqual(3);
        expect(maker.email).toMatch(/@/);
        expect(maker.euResponsible !== null, brand.name).toBe(['US', 'GB'].includes(maker.country));
      }
    });

    it('reads every item into priced products with normalised sizes and pattern-checked images', async () => {
      const r = await fetchProducts(colours);
      if (!r.ok) throw r.error;
      expect(r.data).toHaveLength(SEED_ITEMS);
      expect(r.data.every((p) => Number.isInteger(p.priceCents) && p.priceCents > 0)).toBe(true);
      expect(r.data.some((p) => p.hasSale && p.salePriceCents < p.priceCents)).toBe(true);
      const sizes = new Set(r.data.flatMap((p) => p.sizes));
      for (const long of ['Small', 'Medium', 'Extra Large', 'XXL', '2-3Y', '5 YEAR'])
        expect(sizes.has(long)).toBe(false);
      expect(
        r.data.every((p) => p.images.every((i) => i.url.startsWith(`/media/item/${p.id}/${p.code}_`))),
      ).toBe(true);
      expect(r.data.some((p) => p.colours.some((c) => c.hex))).toBe(true);
      for (const flag of ['featured', 'clearance', 'bestSeller', 'newArrival'] as const) {
        expect(r.data.some((p) => p.flags[flag])).toBe(true);
      }
    });

    it('reads one item by record, and a missing record is not_found (the one "missing" signal)', async () => {
      const list = await fetchProducts(colours);
      if (!list.ok) throw list.error;
      const first = list.data[0];
      const one = await fetchProduct(first.id, colours);
      expect(one.ok && one.data).toEqual(first);
      const missing = await fetchProduct(99_999_999, colours);
      expect(missing.ok ? null : missing.error.kind).toBe('not_found');
    });

    it('reads stock per colour and size, never below zero', async () => {
      const list = await fetchProducts(colours);
      if (!list.ok) throw list.error;
      const r = await fetchStock(list.data[0].code);
      if (!r.ok) throw r.error;
      const quantities = Object.values(r.data).flatMap((sizes) => Object.values(sizes));
      expect(quantities.length).toBeGreaterThan(0);
      expect(quantities.every((q) => Number.isInteger(q) && q >= 0)).toBe(true);
      // Quantities the adapter could not read would all be 0.
      expect(quantities.some((q) => q > 0)).toBe(true);
    });

    it('reads carousel slides with their attachment image', async () => {
      const r = await fetchCarousel();
      if (!r.ok) throw r.error;
      expect(r.data.length).toBe(3);
      expect(r.data.every((s) => s.image.startsWith('/media/carousel/') && s.link.startsWith('/'))).toBe(
        true,
      );
    });

    it('serves product images through the media reference', async () => {
      const list = await fetchProducts(colours);
      if (!list.ok) throw list.error;
      const [, , , record, attach] = list.data.find((p) => p.images.length)!.images[0].url.split('/');
      const ref = parseImageRef('item', record, decodeURIComponent(attach));
      expect(ref).not.toBeNull();
      const img = await fetchImage(ref!);
      expect(img.ok && img.data.contentType).toMatch(/^image\/(jpeg|webp)$/);
      const none = await fetchImage(parseImageRef('item', record, 'NOPE_1.jpg')!);
      expect(none.ok ? null : none.error.kind).toBe('not_found');
      expect(parseImageRef('people', record, 'x.jpg')).toBeNull();
      expect(parseImageRef('item', record, '../x.jpg')).toBeNull();
    });

    it('turns sandbox faults into typed errors', async () => {
      // Five outages in a row would open the circuit breaker (tests/sandbox/erp-breaker.test.ts).
      resetErpBreaker({ threshold: 100 });
      try {
        await faults({ failRate: 1, match: 'file=brand' });
        const down = await fetchBrands();
        expect(down.ok ? null : down.error.kind).toBe('unavailable');
        await faults({ malformedRate: 1, match: 'file=brand' });
        const broken = await fetchBrands();
        expect(broken.ok ? null : broken.error.kind).toBe('invalid_response');
        await faults({ latencyMs: 400, match: 'file=brand' });
        const { erpGet } = await import('@/server/erp/http');
        const { z } = await import('zod');
        const slow = await erpGet('$TableGetView', { system: 'pos', file: 'brand' }, z.array(z.unknown()), {
          timeoutMs: 100,
        });
        expect(slow.ok ? null : slow.error.kind).toBe('timeout');
        await faults({ failRate: 1, failStatus: 401, match: 'file=item' });
        const refused = await fetchProduct(5001, colours);
        expect(refused.ok ? null : [refused.error.kind, isMissing(refused.error)]).toEqual(['auth', false]);
      } finally {
        await faults({});
        resetErpBreaker();
      }
      expect((await fetchBrands()).ok).toBe(true);
    });
  });
}
