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
  KIDS_PRICE_SHARE,
  PRICE_RANGE,
  SPECIALIST,
  GENERAL_BRANDS,
  BRANDS,
  TEMPLATE_ADJECTIVES,
  TEMPLATE_DETAILS,
} from './content.mjs';
import { designFor, slug } from './taxonomy.mjs';
import { barcodeFor, warningsFor } from './makers.mjs';

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

/** The first list whose pattern matches the text, else the fallback. @param {[RegExp, string[]][]} table @param {string} text @param {string[]} fallback */
const byPattern = (table, text, fallback) => table.find(([re]) => re.test(text))?.[1] ?? fallback;

/** Jeans' leg shape as the name says it. @param {string} name */
const legOf = (name) =>
  /skinny/i.test(name)
    ? 'Skinny leg, mid rise'
    : /wide leg/i.test(name)
      ? 'Wide leg, high rise'
      : /mom/i.test(name)
        ? 'Tapered leg, high rise'
        : /boyfriend|relaxed/i.test(name)
          ? 'Relaxed leg, low rise'
          : /flare/i.test(name)
            ? 'Flared leg, high rise'
            : /tapered/i.test(name)
              ? 'Tapered leg, mid rise'
              : /slim/i.test(name)
                ? 'Slim leg, mid rise'
                : 'Straight leg, mid rise';

/** Length of a dress or skirt as the name says it. @param {string} name */
const lengthOf = (name) =>
  /mini/i.test(name)
    ? 'Mini length, well above the knee'
    : /maxi/i.test(name)
      ? 'Maxi length, to the ankle'
      : /midi|pleated/i.test(name)
        ? 'Midi length, below the knee'
        : 'Knee length';

/** The fit a top's name promises, else one picked. @param {import('./rng.mjs').Rng} rng @param {string} name */
const cutOf = (rng, name) => {
  const named = /\b(Slim|Oversized|Relaxed|Regular|Cropped)\b/.exec(name)?.[1];
  return named ?? rng.pick(['Regular', 'Regular', 'Slim', 'Relaxed']);
};

/** A bag's or scarf's size in cm (width × height × depth). @param {import('./rng.mjs').Rng} rng @param {string} name */
function dimensions(rng, name) {
  /** @type {[number, number, number, number, number, number]} */
  const [w0, w1, h0, h1, d0, d1] = /scarf/i.test(name)
    ? [170, 200, 60, 80, 0, 0]
    : /wallet/i.test(name)
      ? [10, 12, 8, 10, 1, 3]
      : /clutch/i.test(name)
        ? [24, 30, 12, 16, 2, 5]
        : /backpack/i.test(name)
          ? [28, 32, 40, 46, 12, 16]
          : /tote|messenger/i.test(name)
            ? [34, 42, 30, 38, 10, 14]
            : /mini/i.test(name)
              ? [16, 20, 11, 14, 5, 7]
              : [22, 30, 15, 22, 7, 11];
  const w = rng.int(w0, w1);
  const h = rng.int(h0, h1);
  return d1 ? `${w} × ${h} × ${rng.int(d0, d1)} cm` : `${w} × ${h} cm`;
}

/**
 * 'Size & Fit' for the garment and the wearer: jeans say the leg their name says, dresses and
 * skirts their length, tops the fit in their name; the model is a man or a woman by the type.
 * @param {import('./rng.mjs').Rng} rng @param {Sub} sub @param {string} name @param {string[]} sizes
 */
function fitText(rng, sub, name, sizes) {
  const women = sub.type.marker.includes('DONNA');
  // Models wear a sample size: S or M (a 28 or 32 waist), else the middle of the run.
  const sample = women
    ? ['S', 'Small', '27', '28', 'M', 'Medium']
    : ['M', 'Medium', '32', '31', 'L', 'Large'];
  const mid = sample.find((s) => sizes.includes(s)) ?? sizes[Math.floor(sizes.length / 2)];
  const model = () =>
    `The model is ${women ? rng.int(168, 178) : rng.int(180, 190)} cm tall and wears size ${mid}.`;
  if (sub.type.kids) return 'True to size. Sizes are by age; check the size chart for height.';
  switch (sub.kind) {
    case 'bag':
    case 'scarf':
      return `One size. ${dimensions(rng, name)}.`;
    case 'cap':
      if (sizes.length) return 'Two sizes: S/M fits 55-57 cm and L/XL 58-60 cm around the head.';
      return /beanie/i.test(name)
        ? 'One size; the rib knit stretches to fit.'
        : /bucket/i.test(name)
          ? 'One size, 57 cm around the head.'
          : 'One size, with an adjustable back strap.';
    case 'belt':
      return /^\d/.test(sizes[0] ?? '')
        ? 'Sizes are lengths in cm to the middle hole: choose your trouser waist size plus 5.'
        : 'S fits waists of 70-80 cm, M 80-90 cm and L 90-100 cm.';
    case 'shoe':
      return /heel/i.test(name)
        ? 'True to size. Heel height 8 cm.'
        : /loafer/i.test(name)
          ? 'True to size; leather loafers give a little with wear, so choose the smaller between sizes.'
          : 'True to size. If you are between sizes, choose the larger.';
    case 'jeans':
      return `${legOf(name)}. ${model()}`;
    case 'dress':
    case 'skirt':
      return `${lengthOf(name)}. ${model()}`;
    case 'shorts':
      return `${/swim/i.test(name) ? 'Mid-thigh length with an inner mesh brief' : 'Above the knee'}. ${model()}`;
    case 'trousers':
      return `${/jogger/i.test(name) ? 'Tapered leg with ribbed cuffs' : `${cutOf(rng, name)} fit, full length`}. ${model()}`;
    case 'jacket':
      return `${/trench|overcoat/i.test(name) ? 'Knee length' : /bomber|cropped/i.test(name) ? 'Cropped at the waist' : 'Hip length'}, ${cutOf(rng, name).toLowerCase()} fit. ${model()}`;
  }
  return `${cutOf(rng, name)} fit. ${model()}`;
}

/** 'Composition & Care' by what the name says the garment is made of, else by kind. @param {import('./taxonomy.mjs').Kind} kind @param {string} name */
function compositionFor(kind, name) {
  const shoeOrBag = kind === 'shoe' || kind === 'bag' || kind === 'belt';
  if (/faux leather/i.test(name)) return '100% Polyurethane. Wipe clean.';
  if (/suede/i.test(name))
    return shoeOrBag ? 'Upper: suede. Sole: rubber. Brush clean.' : '100% Suede. Specialist clean.';
  if (/leather/i.test(name) && kind !== 'shoe') return '100% Leather. Wipe clean.';
  if (/canvas/i.test(name))
    return kind === 'shoe'
      ? 'Upper: cotton canvas. Sole: rubber. Wipe clean.'
      : '100% Cotton canvas. Wipe clean.';
  if (/denim/i.test(name) && kind !== 'jeans') return '100% Cotton denim. Machine wash at 30°C inside out.';
  if (/linen/i.test(name))
    return /blend/i.test(name)
      ? '55% Linen, 45% Cotton. Machine wash at 30°C, warm iron.'
      : '100% Linen. Machine wash at 30°C, warm iron.';
  if (/merino/i.test(name)) return '100% Merino wool. Hand wash cold, dry flat.';
  if (/cashmere/i.test(name)) return '90% Wool, 10% Cashmere. Hand wash cold, dry flat.';
  if (/satin|silk/i.test(name))
    return kind === 'scarf' ? '100% Silk. Dry clean only.' : '100% Polyester satin. Hand wash cold.';
  if (/nylon|puffer|swim|quick-dry|tech/i.test(name))
    return '100% Recycled polyamide. Machine wash at 30°C. Do not tumble dry.';
  if (/wool/i.test(name)) return '70% Wool, 30% Polyamide. Dry clean only.';
  return COMPOSITION[kind];
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

/** How many colours an item comes in, by weight. @type {[number, number][]} */
const COLOUR_COUNTS = [
  [1, 30],
  [2, 35],
  [3, 25],
  [4, 10],
];
/** Photos per colour (front, back, detail): most items have all three, few only a front. @type {[number, number][]} */
const VIEW_COUNTS = [
  [1, 5],
  [2, 25],
  [3, 70],
];
const ALL_COLOURS = COLORS.map((c) => c[1]);
/** Washes by name: a 'Dark Wash' is dark, a 'Light Wash' light. @type {[RegExp, string[]][]} */
const WASHES = [
  [/dark wash|rinse|raw/i, ['INDIGO', 'NAVY', 'BLACK']],
  [/light wash/i, ['LIGHT BLUE', 'ECRU']],
  [/vintage wash|washed|distressed/i, ['LIGHT BLUE', 'GREY', 'INDIGO']],
];

/** The colours an item may come in: denim in denim shades (by its wash), the rest in any. @param {import('./taxonomy.mjs').Kind} kind @param {string} name */
export function paletteFor(kind, name) {
  if (kind !== 'jeans' && !/denim/i.test(name)) return ALL_COLOURS;
  return byPattern(WASHES, name, DENIM_COLORS);
}

/**
 * A marked-down price as shops print it: the discounted amount rounded down to .90 (or .95 for
 * whole-euro prices), so the reduction is never less than the percentage shown.
 * @param {number} price euros @param {number} discount percent
 */
export function salePrice(price, discount) {
  const raw = Math.round(price * (100 - discount)) / 100;
  const ending = Number.isInteger(price) ? 0.95 : 0.9;
  const whole = Math.floor(raw);
  return Math.round((whole + ending > raw ? whole - 1 + ending : whole + ending) * 100) / 100;
}

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
  const name = sub.tplName.replace(
    '{a}',
    rng.pick(byPattern(TEMPLATE_ADJECTIVES, sub.tplName, ADJECTIVES[sub.kind])),
  );
  const brand = pickBrand(rng, sub);
  const days = rng.int(0, 730);
  const day = new Date(ANCHOR - days * DAY);
  const modified = new Date(day.getTime() + rng.int(0, Math.min(days, 45)) * DAY);
  const month = day.getUTCMonth() + 1;
  const seasonYear = (day.getUTCFullYear() - (month <= 2 ? 1 : 0)) % 100;
  const collection = `${month >= 3 && month <= 8 ? 'SS' : 'FW'}${seasonYear}`;
  // New arrivals are this season's stock: mostly the last four months, rarely marked down.
  const newArrival = rng.chance(days <= 120 ? 0.6 : 0.02);
  // Kids' things cost less than the grown-ups' (a boy's jeans are not €119.90).
  const [lo, hi] = PRICE_RANGE[sub.kind].map((euros) => (sub.type.kids ? euros * KIDS_PRICE_SHARE : euros));
  const price = rng.int(Math.ceil(lo / 5), Math.floor(hi / 5)) * 5 - (rng.chance(0.15) ? 0 : 0.1);
  const discount = rng.chance(newArrival ? 0.03 : 0.3) ? rng.pick([10, 20, 25, 30, 40, 50, 60]) : 0;
  const webprice =
    discount > 0 ? (rng.chance(0.07) ? 0 : salePrice(price, discount)) : rng.chance(0.1) ? price : 0;
  const sizes = sizesFor(rng, sub);
  const variantless = ['bag', 'belt', 'scarf', 'cap'].includes(sub.kind) && rng.chance(0.2);
  const colors = variantless ? [] : rng.sample(paletteFor(sub.kind, name), rng.weighted(COLOUR_COUNTS));
  const flags = [
    rng.chance(0.09) && 'Featured',
    discount > 0 && rng.chance(0.5) && 'Clearance',
    rng.chance(0.09) && 'BestSeller',
    newArrival && 'NewArrival',
  ].filter(Boolean);
  const ext = rng.chance(0.12) ? 'webp' : 'jpg';
  const tags = variantless ? ['MAIN'] : colors.map((c) => COLOR_CODE.get(c));
  const images = tags.flatMap((t) =>
    Array.from({ length: rng.weighted(VIEW_COUNTS) }, (_, j) => `${code}_${t}_${j + 1}.${ext}`),
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
      `Product Details: ${rng.pick(byPattern(TEMPLATE_DETAILS, name, DETAILS[sub.kind]))} By ${BRANDS[brand - 1][1]}, ${collection} collection.\n` +
      `Size & Fit: ${fitText(rng, sub, name, sizes)}\nComposition & Care: ${compositionFor(sub.kind, name)}`,
    '**image_names': images.join('|'),
    barcode: barcodeFor(record),
    '*warnings': warningsFor(!!sub.type.kids, sub.kind, name),
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
