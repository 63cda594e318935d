// The sandbox's generated shop reads like a real one (issue 14): prices as shops print them, new
// arrivals rarely marked down, kids' things under kids, menus without repeats or empty links,
// size and fit texts that match the garment, and pictures that match their products.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inGenderListing } from '@/lib/listing/gender-scope';
import { sizeSystem } from '@/lib/size-chart';
import type { Category, MainCategory, Product } from '@/lib/types';
import { WAIST_Y } from '@/sandbox/erp/figure.mjs';
import { KINDS, SHADE_DEF, garment, kindOf, luma } from '@/sandbox/erp/garments.mjs';
import { productSvg } from '@/sandbox/erp/images.mjs';
import { groupCategories } from '@/server/catalogue/reads';
import { fetchCategories, fetchColourIndex, fetchMainCategories, fetchProducts } from '@/server/erp/reads';
import { startTestSandbox, view, type Row, type TestSandbox } from './helpers';

// The catalogue the shop shows by default: seed 42, 1,500 items.
let erp: TestSandbox;
let rows: Row[];
let products: Product[];
let types: MainCategory[];
let categories: Category[];
let hexOf: Map<string, string>;

const must = <T>(r: { ok: true; data: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw r.error as Error;
  return r.data;
};

beforeAll(async () => {
  erp = await startTestSandbox({ seedItems: 1500, seed: 42 });
  vi.stubEnv('ERP_BASE_URL', erp.url);
  rows = (await erp.json<Row[]>(view('item'))).body;
  const colours = (await erp.json<Row[]>(view('color'))).body;
  hexOf = new Map(colours.map((c) => [String(c.name), String(c.hex)]));
  const index = must(await fetchColourIndex());
  products = must(await fetchProducts(index));
  types = must(await fetchMainCategories());
  categories = must(await fetchCategories());
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await erp?.stop();
});

const notesOf = (r: Row) => String(r['*notes']);
const sizeFit = (r: Row) => /Size & Fit: (.*)/.exec(notesOf(r))?.[1] ?? '';
const coloursOf = (r: Row) => String(r._colors).split('|').filter(Boolean);
const isKidsType = (typeId: number | null) => types.find((t) => t.id === typeId)?.label === 'JUNIOR';

describe('prices', () => {
  it('prints sale prices ending in .90, .95 or .99, below the regular price', () => {
    const reduced = products.filter((p) => p.hasSale && p.salePriceCents !== p.priceCents);
    expect(reduced.length).toBeGreaterThan(200);
    for (const p of reduced) {
      expect([90, 95, 99], `${p.name}: ${p.salePriceCents}`).toContain(p.salePriceCents % 100);
      expect(p.salePriceCents).toBeLessThan(p.priceCents);
      // Rounded down, so the reduction is at least the percentage on the badge.
      expect(p.salePriceCents).toBeLessThanOrEqual(
        Math.round((p.priceCents * (100 - p.discountPercentage)) / 100),
      );
    }
    for (const p of products) expect([0, 90]).toContain(p.priceCents % 100);
  });

  it('rarely marks down a new arrival (under 8%)', () => {
    const fresh = products.filter((p) => p.flags.newArrival);
    expect(fresh.length).toBeGreaterThan(60);
    expect(fresh.filter((p) => p.hasSale).length / fresh.length).toBeLessThan(0.08);
  });
});

describe('menus and kids', () => {
  it.each(['men', 'women'] as const)(
    'the %s menu repeats no category name, nor a name within a category',
    (gender) => {
      const groups = groupCategories(types, categories, gender);
      const names = groups.flatMap((g) => g.categories.map((c) => c.name));
      expect(names.length).toBeGreaterThan(10);
      expect(new Set(names).size, names.join(', ')).toBe(names.length);
      for (const c of groups.flatMap((g) => g.categories)) {
        // Nor a subcategory named like its category ('Belts' under 'Belts').
        const subs = [c.name, ...c.subcategories.map((s) => s.name)];
        expect(new Set(subs).size, subs.join(', ')).toBe(subs.length);
      }
    },
  );

  it('every subcategory a menu links to has products', () => {
    const withItems = new Set(products.map((p) => p.category?.id));
    const linked = (['men', 'women'] as const).flatMap((g) =>
      groupCategories(types, categories, g).flatMap((group) =>
        group.categories.flatMap((c) => c.subcategories),
      ),
    );
    expect(linked.length).toBeGreaterThan(60);
    expect(linked.filter((s) => !withItems.has(s.id)).map((s) => s.name)).toEqual([]);
  });

  it("sizes by age belong to kids' items only, and kids' items say whose they are", () => {
    const byAge = products.filter((p) => sizeSystem(p.sizes) === 'kids');
    expect(byAge.length).toBeGreaterThan(50);
    for (const p of byAge) expect(isKidsType(p.typeId), `${p.name} ${p.sizes.join(' ')}`).toBe(true);
    for (const p of products.filter((q) => isKidsType(q.typeId))) {
      expect(p.name).toMatch(/^(Boys|Girls)' /);
      expect(sizeSystem(p.sizes)).toBe('kids');
    }
    const kidsCategories = categories.filter((c) => isKidsType(c.typeId));
    expect(kidsCategories.length).toBeGreaterThan(5);
    for (const c of kidsCategories) {
      expect(c.name).toMatch(/^(Boys|Girls)' /);
      for (const s of c.subcategories) expect(s.name).toMatch(/^(Boys|Girls)' /);
    }
  });
});

describe("kids' things under kids", () => {
  it("the shop reads exactly the JUNIOR items as kids', and keeps them out of the men's and women's listings", () => {
    const kids = products.filter((p) => p.kids);
    expect(kids.length).toBeGreaterThan(100);
    expect(kids.every((p) => isKidsType(p.typeId))).toBe(true);
    expect(products.filter((p) => isKidsType(p.typeId) && !p.kids)).toEqual([]);
    for (const gender of ['men', 'women'] as const) {
      const listed = products.filter((p) => inGenderListing(p, gender, false));
      expect(listed.length).toBeGreaterThan(300);
      expect(listed.filter((p) => isKidsType(p.typeId)).map((p) => p.name)).toEqual([]);
      expect(listed.filter((p) => sizeSystem(p.sizes) === 'kids').map((p) => p.name)).toEqual([]);
    }
  });

  it("prices kids' things below the grown-ups' of the same kind", () => {
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const jeans = (kids: boolean) =>
      products.filter((p) => p.kids === kids && /Jeans$/.test(p.name)).map((p) => p.priceCents);
    expect(median(jeans(true))).toBeLessThan(median(jeans(false)) * 0.7);
    for (const p of products.filter((q) => q.kids)) expect(p.priceCents, p.name).toBeLessThanOrEqual(8_000);
  });
});

describe('size and fit texts', () => {
  it('jeans name their leg, dresses and skirts their length', () => {
    const cases: [RegExp, RegExp][] = [
      [/Skinny .*Jeans/, /^Skinny leg/],
      [/Wide Leg .*Jeans/, /^Wide leg/],
      [/Mini (Dress|Skirt)/, /^Mini length/],
      [/Maxi Dress/, /^Maxi length/],
      [/Midi (Dress|Skirt)/, /^Midi length/],
    ];
    for (const [name, fit] of cases) {
      const matching = rows.filter(
        (r) => name.test(String(r.name)) && !/^(Boys|Girls)'/.test(String(r.name)),
      );
      expect(matching.length, String(name)).toBeGreaterThan(0);
      for (const r of matching) expect(sizeFit(r), String(r.name)).toMatch(fit);
    }
  });

  it("puts a woman model on women's clothes and a man on men's; none on shoes, bags or kids' things", () => {
    const heights = (type: string) =>
      rows
        .filter((r) => r.type === type)
        .map((r) => /model is (\d+) cm/.exec(sizeFit(r))?.[1])
        .filter(Boolean)
        .map(Number);
    const women = heights('DONNA');
    const men = [...heights('UOMO'), ...heights('UOMMO')];
    expect(women.length).toBeGreaterThan(100);
    expect(Math.max(...women)).toBeLessThanOrEqual(178);
    expect(Math.min(...men)).toBeGreaterThanOrEqual(180);
    for (const r of rows.filter(
      (x) => /JUNIOR|ACC/.test(String(x.type)) || /Sneakers|Boots|Loafers|Sandals/.test(String(x.name)),
    ))
      expect(sizeFit(r), String(r.name)).not.toMatch(/model/);
  });

  it("the model's size is one the item comes in", () => {
    for (const r of rows) {
      const worn = /wears size (\S+)\.$/.exec(sizeFit(r))?.[1];
      if (!worn) continue;
      const sizes = Array.isArray(r.sizes) ? r.sizes.map(String) : String(r.sizes).split('\t');
      expect(sizes, String(r.name)).toContain(worn);
    }
  });
});

describe('colours', () => {
  it("a 'Dark Wash' (rinse, raw) is dark and a 'Light Wash' is light", () => {
    const dark = rows.filter((r) => /Dark Wash|Rinse|Raw/.test(String(r.name)));
    const light = rows.filter((r) => /Light Wash/.test(String(r.name)));
    expect(dark.length).toBeGreaterThan(5);
    expect(light.length).toBeGreaterThan(5);
    for (const r of dark)
      for (const c of coloursOf(r)) expect(luma(hexOf.get(c)!), `${String(r.name)} ${c}`).toBeLessThan(90);
    for (const r of light)
      for (const c of coloursOf(r))
        expect(luma(hexOf.get(c)!), `${String(r.name)} ${c}`).toBeGreaterThan(150);
  });
});

// Pictures are compared as the eye would: greyscale renderings at 200×250, counting the pixels
// that differ clearly (more than 32 of 255 levels). A collar or a belt is about 1% of them.
const W = 200;
const H = 250;
const grey = (svg: string) => sharp(Buffer.from(svg)).resize(W, H).greyscale().raw().toBuffer();
const differing = (a: Buffer, b: Buffer) => {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 32) n++;
  return n / a.length;
};
/** A garment alone on white, for measuring where it reaches. */
const alone = (kind: string, back = false) =>
  grey(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500"><defs>${SHADE_DEF}</defs><rect width="400" height="500" fill="#fff"/>${garment(kind, '#1f2a44', { back })}</svg>`,
  );
/** The first and last row the garment covers in one column (0..1 of the width), in 0..1 of the box. */
function column(px: Buffer, at: number) {
  const x = Math.round(at * (W - 1));
  let top = H;
  let bottom = 0;
  for (let y = 0; y < H; y++)
    if (px[y * W + x] < 200) {
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return { top: top / H, bottom: bottom / H };
}
/** The stretch of one row (0..1 of the height) the garment covers without a break around the centre, in 0..1 of the width. */
function run(px: Buffer, at: number) {
  const y = Math.round(at * (H - 1));
  let left = W / 2;
  let right = W / 2;
  while (left > 0 && px[y * W + left - 1] < 200) left--;
  while (right < W - 1 && px[y * W + right + 1] < 200) right++;
  return { left: left / W, right: right / W };
}
/** Rows and columns the garment covers (within a band of rows, 0..1), in 0..1 of the box. */
function extent(px: Buffer, from = 0, to = 1) {
  let top = H;
  let bottom = 0;
  let left = W;
  let right = 0;
  for (let y = Math.floor(from * H); y < to * H; y++)
    for (let x = 0; x < W; x++)
      if (px[y * W + x] < 200) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  return { top: top / H, bottom: bottom / H, left: left / W, right: right / W };
}

describe('pictures', () => {
  it('names lead to their own silhouettes', () => {
    const pairs: [string, string][] = [
      ['Suede Loafers', 'Leather Sneakers'],
      ['Nylon Bomber Jacket', 'Wool Blend Overcoat'],
      ['Cotton Bucket Hat', 'Washed Baseball Cap'],
      ['Satin Mini Skirt', 'Satin Midi Skirt'],
      ['Canvas Backpack', 'Leather Shoulder Bag'],
      ['Leather Chelsea Boots', 'Leather Sneakers'],
      ['Strappy Heeled Sandals', 'Strappy Sandals'],
      ['Jersey Mini Dress', 'Jersey Maxi Dress'],
      ['Cropped Denim Jacket', 'Classic Denim Jacket'],
      ['Cropped Puffer Jacket', 'Recycled Puffer Jacket'],
      ["Girls' Floral Dress", 'Floral Dress'],
    ];
    for (const [a, b] of pairs) expect(kindOf(a), `${a} / ${b}`).not.toBe(kindOf(b));
  });

  it("every silhouette's photo differs visibly from every other's", async () => {
    const fronts = new Map<string, Buffer>();
    for (const k of KINDS) fronts.set(k, await grey(productSvg(k, '#1f2a44', 0, 1)));
    const close: string[] = [];
    for (const [i, a] of KINDS.entries())
      for (const b of KINDS.slice(i + 1))
        if (differing(fronts.get(a)!, fronts.get(b)!) < 0.01) close.push(`${a}~${b}`);
    expect(close).toEqual([]);
  });

  it('front, back and detail of one colour differ visibly, for every silhouette', async () => {
    const alike: string[] = [];
    for (const [i, k] of KINDS.entries()) {
      const hex = ['#b3262e', '#d8c7a7', '#2f6b4a', '#1f1f1f'][i % 4];
      const [front, back, detail] = await Promise.all([1, 2, 3].map((v) => grey(productSvg(k, hex, i, v))));
      if (differing(front, back) < 0.03) alike.push(`${k} front~back`);
      if (differing(front, detail) < 0.03) alike.push(`${k} front~detail`);
      if (differing(back, detail) < 0.03) alike.push(`${k} back~detail`);
    }
    expect(alike).toEqual([]);
  });

  it('a mini skirt is short, a bomber ends at the waist, a coat near the knee, a backpack shows its straps', async () => {
    const [mini, midi, bomber, coat] = await Promise.all(
      ['miniskirt', 'skirt', 'bomber', 'coat'].map(async (k) => extent(await alone(k))),
    );
    expect(midi.bottom - mini.bottom).toBeGreaterThan(0.25);
    expect(coat.bottom - bomber.bottom).toBeGreaterThan(0.25);
    // In front, the straps stand out beside the body; from the back they lie on it.
    const front = extent(await alone('backpack'), 0.5, 0.8);
    const back = extent(await alone('backpack', true), 0.5, 0.8);
    expect(front.left).toBeLessThan(back.left - 0.03);
    expect(front.right).toBeGreaterThan(back.right + 0.03);
  });

  it('shirts, knitwear and hoodies are as long for their width as a size chart says (length 1.1-1.5 times the chest)', async () => {
    // Chest as the body's flat width just above the hem (the sleeves hang apart from it), length
    // from the shoulder to the hem near the side (a hood or a collar stands above the neck).
    const ratios = await Promise.all(
      ['tshirt', 'polo', 'shirt', 'overshirt', 'sweater', 'cardigan', 'hoodie'].map(async (kind) => {
        const px = await alone(kind);
        const body = run(px, extent(px).bottom - 0.04);
        const side = column(px, body.left + (body.right - body.left) * 0.12);
        return [kind, ((side.bottom - side.top) * H) / ((body.right - body.left) * W)] as const;
      }),
    );
    for (const [kind, ratio] of ratios) {
      expect(ratio, kind).toBeGreaterThan(1.1);
      expect(ratio, kind).toBeLessThan(1.5);
    }
  });

  it('a cropped jacket ends above the waist, a regular one well below it', async () => {
    const centreBottom = async (name: string) => column(await alone(kindOf(name)), 0.5).bottom;
    expect(await centreBottom('Cropped Denim Jacket')).toBeLessThan(WAIST_Y / 500);
    expect(await centreBottom('Cropped Puffer Jacket')).toBeLessThan(WAIST_Y / 500);
    expect(await centreBottom('Washed Denim Jacket')).toBeGreaterThan(WAIST_Y / 500 + 0.1);
    expect(await centreBottom('Recycled Puffer Jacket')).toBeGreaterThan(WAIST_Y / 500 + 0.1);
    // In the shop's photo, a cropped jacket's sleeves hang well below its hem; a regular one's do not.
    const sleevesBelowHem = async (kind: string) => {
      const px = await grey(productSvg(kind, '#1f2a44', 0, 1));
      return extent(px).bottom - column(px, 0.5).bottom;
    };
    expect(await sleevesBelowHem('croppeddenim')).toBeGreaterThan(0.1);
    expect(await sleevesBelowHem('denimjacket')).toBeLessThan(0.05);
  });

  it("a girl's dress has a child's proportions: about as long as it is wide, where a woman's is far longer", async () => {
    const aspect = (e: ReturnType<typeof extent>) => ((e.bottom - e.top) * H) / ((e.right - e.left) * W);
    const girls = aspect(extent(await alone(kindOf("Girls' Floral Dress"))));
    const woman = aspect(extent(await alone(kindOf('Floral Dress'))));
    expect(girls).toBeLessThan(1.5);
    expect(girls).toBeLessThan(woman * 0.8);
    // And its words describe the dress drawn.
    const dresses = rows.filter((r) => /^Girls' .*Dress$/.test(String(r.name)));
    expect(dresses.length).toBeGreaterThan(0);
    for (const r of dresses) expect(notesOf(r), String(r.name)).toMatch(/Puff sleeves/);
  });

  it('most items have at least two photos of their first colour, and each photo is drawn the same way every time', () => {
    const counts = rows.map((r) => {
      const names = String(r['**image_names'])
        .split('|')
        .filter((n) => /\.(jpg|webp)$/.test(n));
      const tag = /_([A-Z0-9]+)_\d+\.\w+$/.exec(names[0] ?? '')?.[1];
      return names.filter((n) => n.includes(`_${tag}_`)).length;
    });
    expect(counts.filter((n) => n >= 2).length / rows.length).toBeGreaterThan(0.9);
    expect(productSvg('girlsdress', '#e8a5b5', 1, 2, 'dots')).toBe(
      productSvg('girlsdress', '#e8a5b5', 1, 2, 'dots'),
    );
  });

  it("an item's three photos of one colour are three different images", async () => {
    const item = rows.find((r) => /_1\.jpg\|[^|]+_2\.jpg\|[^|]+_3\.jpg/.test(String(r['**image_names'])))!;
    const names = String(item['**image_names']).split('|').slice(0, 3);
    const hashes = await Promise.all(
      names.map(async (n) => {
        const res = await fetch(
          `${erp.url}/$TableImage?system=pos&file=item&record=${item.$$record}&attach=${n}`,
        );
        expect(res.status).toBe(200);
        return createHash('sha1')
          .update(Buffer.from(await res.arrayBuffer()))
          .digest('hex');
      }),
    );
    expect(new Set(hashes).size).toBe(3);
  });
});
