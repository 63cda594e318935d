// @ts-check
// Seeds the sandbox ERP deterministically from SEED (default 42) with SEED_ITEMS items (default 1500),
// then the demo customers with their favourites and orders (accounts.mjs), the delivery methods
// and vouchers (checkout.mjs).
// `node sandbox/erp/seed.mjs` drops the database and the image cache and generates everything again.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedAccounts, sellingCents } from './accounts.mjs';
import { seedCheckout } from './checkout.mjs';
import { BRANDS, CAROUSEL, COLORS } from './content.mjs';
import { openDb, resolveDataDir, SCHEMA_VERSION } from './db.mjs';
import { generateItem } from './items.mjs';
import { makerFields } from './makers.mjs';
import { createRng } from './rng.mjs';
import { BRAND_TYPE, DESIGNS, TYPES, slug, titleCase } from './taxonomy.mjs';

const intFrom = (/** @type {string | undefined} */ v, /** @type {number} */ fallback) =>
  v && /^\d+$/.test(v) ? Number(v) : fallback;
export const defaultSeedItems = () => intFrom(process.env.SEED_ITEMS, 1500);
export const defaultSeed = () => intFrom(process.env.SEED, 42);

/** The fixed files: types, categories, brands, colours, designs, carousel. @param {import('./db.mjs').ErpDb} db */
function seedFixedFiles(db) {
  const put = (
    /** @type {string} */ file,
    /** @type {number} */ record,
    /** @type {Record<string, unknown>} */ fields,
  ) => db.insert('pos', file, { $$position: record, $$record: record, ...fields });
  for (const t of TYPES) {
    put('type', t.record, { name: t.name, bookmark: slug(t.name) });
    db.setAttachments(
      'pos',
      'type',
      t.record,
      t.record === 7 ? ['type_7.jpg'] : [`type_${t.record}.jpg`, `type_${t.record}_b.jpg`],
    );
  }
  put('type', BRAND_TYPE.record, { name: BRAND_TYPE.name, bookmark: BRAND_TYPE.name });
  /** @type {import('./items.mjs').Sub[]} */
  const subs = [];
  let catRecord = 101;
  let subRecord = 1001;
  for (const t of TYPES) {
    for (const c of t.cats) {
      const catName = `${c.name} ${t.marker}`;
      const parent = catRecord++;
      put('category', parent, {
        name: catName,
        webname: c.web ?? titleCase(c.name),
        type: t.name,
        $type: t.record,
        parent: null,
        $parent: null,
        bookmark: slug(catName),
      });
      for (const s of c.subs) {
        const name = `${s.web} ${t.marker}`;
        const record = subRecord++;
        put('category', record, {
          name,
          webname: s.hide ? 'hide' : s.web,
          type: t.name,
          $type: t.record,
          parent: catName,
          $parent: parent,
          bookmark: slug(name),
        });
        subs.push({ record, name, tplName: s.tpl, kind: s.kind ?? c.kind, hide: !!s.hide, type: t });
      }
    }
  }
  BRANDS.forEach(([name, webname], i) =>
    put('brand', i + 1, {
      name,
      webname,
      type: BRAND_TYPE.name,
      $type: BRAND_TYPE.record,
      bookmark: slug(name),
      ...makerFields(i + 1, webname),
    }),
  );
  COLORS.forEach(([code, name, webname, hex], i) => put('color', i + 1, { code, name, webname, hex }));
  for (const [record, name] of DESIGNS) put('design', record, { name });
  CAROUSEL.forEach(([name, notes, link], i) => {
    put('carousel', i + 1, { name, '*notes': notes, '*notes2': link });
    db.setAttachments('pos', 'carousel', i + 1, [`carousel_${i + 1}.jpg`]);
  });
  return {
    subs,
    designs: new Map(DESIGNS.map(([r, n]) => [/** @type {string} */ (n), /** @type {number} */ (r)])),
  };
}

/**
 * Drops and regenerates the whole catalogue in one transaction.
 * @param {import('./db.mjs').ErpDb} db @param {{items?: number, seed?: number}} [opts]
 * @returns {{items: number, ms: number}}
 */
export function seedDatabase(db, { items = defaultSeedItems(), seed = defaultSeed() } = {}) {
  const started = performance.now();
  db.reset();
  db.transaction(() => {
    const rng = createRng(seed);
    const { subs, designs } = seedFixedFiles(db);
    const colorRecord = new Map(COLORS.map((c, i) => [c[1], i + 1]));
    const byType = new Map(
      TYPES.map((t) => [
        t,
        subs.filter((s) => s.type === t).map((s) => /** @type {const} */ ([s, s.hide ? 0.3 : 1])),
      ]),
    );
    const typeWeights = TYPES.map((t) => /** @type {const} */ ([t, t.weight]));
    // Every subcategory a menu shows gets an item first, so no menu link leads to an empty list.
    const shown = subs.filter((s) => !s.hide);
    let itemColor = 90001;
    /** @type {import('./accounts.mjs').SeedItem[]} */
    const seedItems = [];
    for (let i = 0; i < items; i++) {
      const sub =
        i < shown.length
          ? shown[i]
          : rng.weighted(/** @type {any} */ (byType.get(rng.weighted(typeWeights))));
      const item = generateItem(rng, i, sub, designs);
      const { $$record: record, code } = item.row;
      db.insert('pos', 'item', /** @type {any} */ (item.row));
      for (const color of item.colors) {
        db.insert('pos', 'itemcolor', {
          $$position: itemColor,
          $$record: itemColor++,
          item: code,
          $item: record,
          color,
          $color: colorRecord.get(color),
        });
      }
      db.setAttachments('pos', 'item', record, item.attachments);
      db.setStock(record, item.stock);
      const sizes = item.row.sizes;
      seedItems.push({
        record,
        code,
        cents: sellingCents(item.row),
        colors: item.colors,
        sizes: Array.isArray(sizes) ? sizes.map(String) : String(sizes).split('\t').filter(Boolean),
        // What the shop will not take back (lib/account/returns.ts): outlet items and swimwear.
        finalSale: item.row.secondary.includes('Clearance') || /swim/i.test(sub.name),
      });
    }
    // A separate stream: adding accounts leaves the catalogue of a seed unchanged.
    seedAccounts(db, createRng(seed ^ 0x5eed), seedItems);
    seedCheckout(db);
    db.setMeta('schema', SCHEMA_VERSION);
    db.setMeta('seed', String(seed));
    db.setMeta('items', String(items));
  });
  db.finishSeed();
  return { items, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dataDir = resolveDataDir();
  const db = openDb(dataDir);
  const { items, ms } = seedDatabase(db);
  db.close();
  fs.rmSync(path.join(dataDir, 'images'), { recursive: true, force: true });
  console.log(
    `seeded ${items} items (seed ${defaultSeed()}) into ${path.join(dataDir, 'erp.sqlite')} in ${ms} ms`,
  );
}
