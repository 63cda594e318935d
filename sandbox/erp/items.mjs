// @ts-check
// Generates the items of the catalogue (rows of `item` and `itemcolor`, attachments and stock).
import {
  ADJECTIVES,
  COLORS,
  COMPOSITION,
  DENIM_COLORS,
  DETAILS,
  KIDS_AGES,
  LETTER_LONG,
  LETTER_SHORT,
  PRICE_RANGE,
  SPECIALIST,
  GENERAL_BRANDS,
  BRANDS,
} from './content.mjs';
import { designFor, slug } from './taxonomy.mjs';

/** Dates spread over the two years before this fixed day, so that a seed always gives the same catalogue. */
const ANCHOR = Date.UTC(2026, 10, 15);
const DAY = 86400000;
const COLOR_CODE = new Map(COLORS.map(([code, name]) => [name, code]));
const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
/** @param {number} n */
export const comma = (n) => n.toFixed(2).replace('.', ',');

/**
 * @typedef {{record: number, name: string, tplName: string, kind: import('./taxonomy.mjs').Kind, hide: boolean, type: import('./taxonomy.mjs').TypeDef}} Sub
 * @typedef {{row: Record<string, any>, colors: string[], attachments: string[], stock: [string, string, number][]}} GeneratedItem
 */

/** @param {import('./rng.mjs').Rng} rng @param {readonly string[]} list @param {number} minLen @param {number} maxLen */
const run = (rng, list, minLen, maxLen) => {
  const len = Math.min(list.length, rng.int(minLen, maxLen));
  const start = rng.int(0, list.length - len);
  return list.slice(start, start + len);
};

/** @param {import('./rng.mjs').Rng} rng @param {Sub} sub @returns {string[]} */
function sizesFor(rng, sub) {
  const men = sub.type.record === 1 || sub.type.record === 7 || sub.type.record === 3;
  switch (sub.kind) {
    case 'bag':
    case 'scarf':
      return [];
    case 'cap':
      return rng.chance(0.6) ? [] : ['S/M', 'L/XL'];
    case 'belt':
      return rng.chance(0.5)
        ? ['S', 'M', 'L']
        : men
          ? ['85', '90', '95', '100', '105']
          : ['70', '75', '80', '85'];
    case 'shoe':
      return run(
        rng,
        men
          ? ['39', '40', '41', '42', '43', '44', '45', '46']
          : ['35', '36', '37', '38', '39', '40', '41', '42'],
        5,
        7,
      );
  }
  if (sub.type.kids) return run(rng, rng.pick(KIDS_AGES), 4, 6);
  if (sub.kind === 'jeans')
    return run(
      rng,
      men
        ? ['28', '29', '30', '31', '32', '33', '34', '36', '38']
        : ['24', '25', '26', '27', '28', '29', '30', '31', '32'],
      5,
      7,
    );
  return run(rng, rng.chance(0.4) ? LETTER_LONG : LETTER_SHORT, 4, 6);
}

/** @param {import('./rng.mjs').Rng} rng @param {Sub} sub @param {string[]} sizes */
function fitText(rng, sub, sizes) {
  if (sizes.length === 0) return `One size. ${rng.int(18, 40)} × ${rng.int(12, 30)} × ${rng.int(4, 14)} cm.`;
  const mid = sizes[Math.floor(sizes.length / 2)];
  if (sub.kind === 'shoe') return 'True to size. If you are between sizes, choose the larger.';
  if (sub.type.kids) return 'True to size. Sizes are by age; check the size chart for height.';
  if (sub.kind === 'jeans')
    return `${rng.pick(['Slim', 'Straight', 'Relaxed', 'Tapered'])} leg, mid rise. The model is ${rng.int(170, 190)} cm tall and wears size ${mid}.`;
  return `${rng.pick(['Regular', 'Slim', 'Relaxed', 'Oversized'])} fit. The model is ${rng.int(168, 190)} cm tall and wears size ${mid}.`;
}

/** @param {import('./rng.mjs').Rng} rng @param {number} price */
function priceForm(rng, price) {
  /** @type {[unknown, number][]} */
  const forms = [
    [comma(price), 40],
    [price, 25],
    [`€${comma(price)}`, 20],
    [{ $price: comma(price) }, 15],
  ];
  return rng.weighted(forms);
}

/** @param {import('./rng.mjs').Rng} rng @param {Sub} sub */
function pickBrand(rng, sub) {
  const special = sub.type.kids
    ? SPECIALIST.kids
    : sub.kind === 'shoe'
      ? SPECIALIST.shoe
      : sub.kind === 'bag'
        ? SPECIALIST.bag
        : null;
  return special && rng.chance(0.6) ? rng.pick(special) : rng.int(1, GENERAL_BRANDS);
}

/** Stock quantity: some zeros and a few negatives. @param {import('./rng.mjs').Rng} rng */
const qty = (rng) =>
  rng.weighted([
    [0, 22],
    [-rng.int(1, 3), 3],
    [rng.int(1, 25), 75],
  ]);

/**
 * @param {import('./rng.mjs').Rng} rng
 * @param {number} i 0-based item index
 * @param {Sub} sub
 * @param {Map<string, number>} designs design name → record
 * @returns {GeneratedItem}
 */
export function generateItem(rng, i, sub, designs) {
  const record = 5001 + i;
  const code = `${sub.type.prefix}${10001 + i}`;
  const name = sub.tplName.replace('{a}', rng.pick(ADJECTIVES[sub.kind]));
  const brand = pickBrand(rng, sub);
  const days = rng.int(0, 730);
  const day = new Date(ANCHOR - days * DAY);
  const modified = new Date(day.getTime() + rng.int(0, Math.min(days, 45)) * DAY);
  const month = day.getUTCMonth() + 1;
  const seasonYear = (day.getUTCFullYear() - (month <= 2 ? 1 : 0)) % 100;
  const collection = `${month >= 3 && month <= 8 ? 'SS' : 'FW'}${seasonYear}`;
  const [lo, hi] = PRICE_RANGE[sub.kind];
  const price = rng.int(Math.ceil(lo / 5), Math.floor(hi / 5)) * 5 - (rng.chance(0.15) ? 0 : 0.1);
  const discount = rng.chance(0.25) ? rng.pick([10, 20, 25, 30, 40, 50, 60]) : 0;
  const webprice =
    discount > 0
      ? rng.chance(0.07)
        ? 0
        : Math.round(price * (100 - discount)) / 100
      : rng.chance(0.1)
        ? price
        : 0;
  const sizes = sizesFor(rng, sub);
  const variantless = ['bag', 'belt', 'scarf', 'cap'].includes(sub.kind) && rng.chance(0.2);
  const palette = sub.kind === 'jeans' ? DENIM_COLORS : COLORS.map((c) => c[1]);
  const colors = variantless
    ? []
    : rng.sample(
        palette,
        rng.weighted([
          [1, 30],
          [2, 35],
          [3, 25],
          [4, 10],
        ]),
      );
  const flags = [
    rng.chance(0.09) && 'Featured',
    discount > 0 && rng.chance(0.5) && 'Clearance',
    rng.chance(0.09) && 'BestSeller',
    rng.chance(days <= 120 ? 0.6 : 0.02) && 'NewArrival',
  ].filter(Boolean);
  const ext = rng.chance(0.12) ? 'webp' : 'jpg';
  const tags = variantless ? ['MAIN'] : colors.map((c) => COLOR_CODE.get(c));
  const images = tags.flatMap((t) =>
    Array.from({ length: rng.int(1, 3) }, (_, j) => `${code}_${t}_${j + 1}.${ext}`),
  );
  const design = rng.chance(0.04) ? null : designFor(sub.kind, name);
  const row = {
    $$position: record,
    $$record: record,
    code,
    partno: `${code}-${collection}`,
    name,
    collection,
    brand: BRANDS[brand - 1][0],
    $brand: brand,
    category: sub.name,
    $category: sub.record,
    type: sub.type.name,
    $type: sub.type.record,
    design,
    $design: design ? (designs.get(design) ?? null) : null,
    price: priceForm(rng, price),
    webprice: comma(webprice),
    discount,
    sizes: rng.chance(0.5) ? sizes : sizes.join('\t'),
    _colors: colors.join('|'),
    secondary: flags.join('|'),
    '*notes':
      `Product Details: ${rng.pick(DETAILS[sub.kind])} By ${BRANDS[brand - 1][1]}, ${collection} collection.\n` +
      `Size & Fit: ${fitText(rng, sub, sizes)}\nComposition & Care: ${COMPOSITION[sub.kind]}`,
    '**image_names': images.join('|'),
    date: `${pad(day.getUTCDate())}/${pad(month)}/${day.getUTCFullYear()}`,
    '@modify_stamp': `${modified.toISOString().slice(0, 10)} ${pad(rng.int(8, 19))}:${pad(rng.int(0, 59))}`,
    bookmark: slug(`${name} ${code}`),
  };
  const sizeKeys = sizes.length ? sizes : [''];
  const stock = /** @type {[string, string, number][]} */ (
    variantless
      ? [['', '', Math.max(0, qty(rng))]]
      : colors.flatMap((c) => sizeKeys.map((s) => [c, s, qty(rng)]))
  );
  const attachments = sub.kind !== 'bag' && rng.chance(0.08) ? [...images, `${code}_sizechart.pdf`] : images;
  return { row, colors, attachments, stock };
}
