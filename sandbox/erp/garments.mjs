// @ts-check
// Which picture an item gets: its silhouette by name (a loafer is not a sneaker, a bucket hat not a
// cap, a mini skirt is short, a cropped jacket ends at the waist, a girl's dress is a child's) and
// its print, drawn by shapes-clothes.mjs and shapes-accessories.mjs.
import { isDark, mix, printDefs } from './draw.mjs';
import { ACCESSORIES } from './shapes-accessories.mjs';
import { CLOTHES } from './shapes-clothes.mjs';

export { luma, mix, SHADE_DEF } from './draw.mjs';

/** @type {Record<string, (c: import('./draw.mjs').Paint) => string>} */
const SHAPES = { ...CLOTHES, ...ACCESSORIES };
/** Every silhouette there is. */
export const KINDS = Object.keys(SHAPES);

/** Name patterns to silhouettes, the more specific first ('Shirt Dress' before 'Dress', 'Cargo Shorts' before 'Cargo'). */
const KIND_RULES = /** @type {[RegExp, string][]} */ ([
  [/girls'.*dress/, 'girlsdress'],
  [/shirt dress/, 'shirtdress'],
  [/mini dress/, 'minidress'],
  [/maxi dress/, 'maxidress'],
  [/dress/, 'dress'],
  [/mini skirt/, 'miniskirt'],
  [/pleated.*skirt/, 'pleatedskirt'],
  [/skirt/, 'skirt'],
  [/loafer/, 'loafer'],
  [/chelsea/, 'chelsea'],
  [/boot/, 'ankleboot'],
  [/heel/, 'heel'],
  [/sandal/, 'sandal'],
  [/sneaker|trainer|shoe/, 'shoe'],
  [/backpack/, 'backpack'],
  [/messenger/, 'messenger'],
  [/crossbody/, 'crossbody'],
  [/tote/, 'tote'],
  [/clutch/, 'clutch'],
  [/wallet/, 'wallet'],
  [/bag/, 'bag'],
  [/beanie/, 'beanie'],
  [/bucket hat/, 'bucket'],
  [/\bcap\b|\bhat\b/, 'cap'],
  [/belt/, 'belt'],
  [/scarf/, 'scarf'],
  [/skinny.*jeans/, 'skinnyjeans'],
  [/(wide leg|flare).*jeans/, 'widejeans'],
  [/jeans/, 'jeans'],
  [/swim shorts/, 'swimshorts'],
  [/shorts/, 'shorts'],
  [/jogger/, 'joggers'],
  [/cargo/, 'cargo'],
  [/trouser|chino|pant/, 'trousers'],
  [/hoodie/, 'hoodie'],
  [/cardigan/, 'cardigan'],
  [/sweat|sweater|jumper/, 'sweater'],
  [/bomber/, 'bomber'],
  [/cropped.*(puffer|padded)/, 'croppedpuffer'],
  [/longline.*(puffer|padded)/, 'longpuffer'],
  [/puffer|padded/, 'puffer'],
  [/trench/, 'trench'],
  [/coat/, 'coat'],
  [/blazer/, 'blazer'],
  [/cropped.*denim jacket/, 'croppeddenim'],
  [/denim jacket/, 'denimjacket'],
  [/jacket|parka/, 'jacket'],
  [/polo/, 'polo'],
  [/tank/, 'tank'],
  [/t-shirt|tee\b|\btop\b|bodysuit/, 'tshirt'],
  [/blouse/, 'blouse'],
  [/overshirt/, 'overshirt'],
  [/shirt/, 'shirt'],
]);

/** The silhouette for an item name ('Slim Stretch Jeans' → jeans, 'Suede Loafers' → loafer). @param {string} name */
export function kindOf(name) {
  const n = name.toLowerCase();
  return KIND_RULES.find(([re]) => re.test(n))?.[1] ?? 'tshirt';
}

/** The print a name promises: stripes, checks, or dots for florals and prints; null for plain. @param {string} name @returns {import('./draw.mjs').Pattern | null} */
export function patternOf(name) {
  if (/stripe/i.test(name)) return 'stripes';
  if (/check|flannel|plaid/i.test(name)) return 'checks';
  if (/floral|printed/i.test(name)) return 'dots';
  return null;
}

/**
 * @param {string} kind @param {string} hex fill colour
 * @param {{detail?: number, back?: boolean, pattern?: import('./draw.mjs').Pattern | null}} [opts]
 * @returns {string} SVG fragment in a 400×500 box
 */
export function garment(kind, hex, { detail = 0, back = false, pattern = null } = {}) {
  const fill = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#8a8f98';
  const paint = {
    fill,
    line: isDark(fill) ? mix(fill, '#fff', 0.28) : mix(fill, '#000', 0.32),
    light: mix(fill, '#fff', 0.35),
    detail,
    back,
    pattern,
  };
  return printDefs(paint) + (SHAPES[kind] ?? SHAPES.tshirt)(paint);
}

/** @type {Map<string, number>} */
const middles = new Map();
/**
 * Where a garment's drawing is vertically centred, so a photo centres it: clothes by the span of
 * their outlines (a cropped jacket sits higher in the box than a coat); shoes, bags and hats are
 * drawn where they sit, at 250. @param {string} kind
 */
export function middleOf(kind) {
  if (!(kind in CLOTHES)) return 250;
  let middle = middles.get(kind);
  if (middle === undefined) {
    const ys = [...garment(kind, '#888888').matchAll(/ d="([^"]*)"/g)].flatMap(([, d]) =>
      [...d.matchAll(/-?[\d.]+,(-?[\d.]+)/g)].map((m) => Number(m[1])),
    );
    middle = Math.round((Math.min(...ys) + Math.max(...ys)) / 2);
    middles.set(kind, middle);
  }
  return middle;
}
