// @ts-check
// Garment silhouettes as SVG fragments in a 400×500 box, filled with a colour, with light shading.
// A scene must define the gradient `#shade` once (see SHADE_DEF).

/** @param {string} hex @returns {[number, number, number]} */
const rgb = (hex) => {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? h.replace(/./g, '$&$&') : h.padEnd(6, '0').slice(0, 6), 16) || 0;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
/** Mixes a colour with another by t (0..1). @param {string} a @param {string} b @param {number} t */
export const mix = (a, b, t) =>
  `#${rgb(a)
    .map((x, i) =>
      Math.round(x + (rgb(b)[i] - x) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** Perceived brightness 0..255. @param {string} hex */
export const luma = (hex) => rgb(hex).reduce((s, x, i) => s + x * [0.3, 0.59, 0.11][i], 0);
/** @param {string} hex */
const isDark = (hex) => luma(hex) < 90;

export const SHADE_DEF = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/>
<stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`;

/** @typedef {{fill: string, line: string, light: string, detail: number, back: boolean}} Paint */

/** @param {string} d @param {Paint} c @param {string} [fill] */
const body = (d, c, fill = c.fill) =>
  `<path d="${d}" fill="${fill}" stroke="${c.line}" stroke-width="3" stroke-linejoin="round"/><path d="${d}" fill="url(#shade)"/>`;
/** @param {string} d @param {Paint} c @param {number} [w] @param {string} [extra] */
const line = (d, c, w = 2.5, extra = '') =>
  `<path d="${d}" fill="none" stroke="${c.line}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
/** Contrast stitching, as on jeans. @param {string} d @param {Paint} c */
const stitch = (d, c) => line(d, { ...c, line: '#d9a441' }, 2, 'stroke-dasharray="6 5"');
/** @param {number} x @param {number} y @param {number} r @param {string} fill */
const dot = (x, y, r, fill) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

const TOP_SHORT =
  'M150,80 Q200,112 250,80 L330,118 L355,190 L300,208 L288,180 L290,440 L110,440 L112,180 L100,208 L45,190 L70,118 Z';
const TOP_LONG =
  'M150,78 L200,92 L250,78 L320,110 L352,330 L312,340 L288,200 L290,450 L110,450 L112,200 L88,340 L48,330 L80,110 Z';
const LEGS = 'M128,60 L272,60 L292,450 L215,450 L200,175 L185,450 L108,450 Z';

/** Chest mark by detail: nothing, a pocket, a round print or a stripe band. @param {Paint} c */
const chest = (c) =>
  c.back
    ? ''
    : [
        '',
        `<rect x="222" y="150" width="40" height="46" rx="4" fill="none" stroke="${c.line}" stroke-width="2.5"/>`,
        `<circle cx="200" cy="210" r="38" fill="${c.light}" opacity=".8"/>`,
        `<rect x="112" y="250" width="176" height="22" fill="${c.light}" opacity=".7"/>`,
      ][c.detail % 4];

/** @type {Record<string, (c: Paint) => string>} */
const SHAPES = {
  tshirt: (c) =>
    body(TOP_SHORT, c) +
    line(c.back ? 'M150,80 Q200,94 250,80' : 'M150,80 Q200,128 250,80', c) +
    line('M114,424 L286,424', c, 1.5) +
    chest(c),
  shirt: (c) =>
    body(TOP_LONG, c) +
    (c.back
      ? line('M150,78 Q200,100 250,78', c) + line('M112,170 L288,170', c, 1.5)
      : body('M150,78 L200,92 L182,128 Z', c, c.light) +
        body('M250,78 L200,92 L218,128 Z', c, c.light) +
        line('M200,92 L200,450', c, 2) +
        [140, 195, 250, 305, 360, 415].map((y) => dot(200, y, 4, c.line)).join('') +
        chest({ ...c, detail: c.detail === 2 ? 1 : c.detail })),
  sweater: (c) =>
    body(TOP_LONG, c) +
    line(c.back ? 'M150,78 Q200,96 250,78' : 'M150,78 Q200,122 250,78', c, 4) +
    Array.from({ length: 12 }, (_, i) => line(`M${118 + i * 15},428 L${118 + i * 15},448`, c, 1.5)).join('') +
    line('M88,322 L50,314', c, 3) +
    line('M312,322 L350,314', c, 3) +
    chest(c),
  hoodie: (c) =>
    body('M150,84 Q138,22 200,16 Q262,22 250,84 Q200,112 150,84 Z', c) +
    body(TOP_LONG, c) +
    (c.back
      ? line('M150,84 Q200,60 250,84', c)
      : line('M150,84 Q200,128 250,84', c, 3) +
        line('M185,108 L182,170', c, 2) +
        line('M215,108 L218,170', c, 2) +
        line('M140,330 L260,330 L280,410 L120,410 Z', c, 2.5)),
  jacket: (c) =>
    body(TOP_LONG, c) +
    body('M150,78 L200,92 L250,78 L246,60 L154,60 Z', c, c.light) +
    (c.back
      ? line('M112,200 L288,200', c, 1.5)
      : line('M200,92 L200,450', c, 4) +
        line('M128,330 L158,300', c, 2.5) +
        line('M272,330 L242,300', c, 2.5) +
        line('M112,420 L288,420', c, 2)),
  jeans: (c) =>
    body(LEGS, c) +
    line('M128,86 L272,86', c, 2) +
    (c.back
      ? stitch('M140,120 L180,120 L178,165 L160,175 L142,165 Z', c) +
        stitch('M260,120 L220,120 L222,165 L240,175 L258,165 Z', c)
      : stitch('M134,88 Q152,128 176,88', c) +
        stitch('M266,88 Q248,128 224,88', c) +
        line('M200,86 L200,175', c, 2) +
        stitch('M212,90 Q214,160 200,172', c)),
  trousers: (c) =>
    body(LEGS, c) +
    line('M128,86 L272,86', c, 2) +
    line('M165,90 L150,440', c, 1.5) +
    line('M235,90 L250,440', c, 1.5) +
    (c.back
      ? ''
      : line('M134,88 L156,130', c, 2) + line('M266,88 L244,130', c, 2) + line('M200,86 L200,175', c, 2)),
  shorts: (c) =>
    body('M128,110 L272,110 L296,300 L212,300 L200,215 L188,300 L104,300 Z', c) +
    line('M128,136 L272,136', c, 2) +
    (c.back
      ? ''
      : line('M136,138 Q152,172 174,138', c, 2) +
        line('M264,138 Q248,172 226,138', c, 2) +
        line('M200,136 L200,212', c, 2)),
  dress: (c) =>
    body(
      'M165,62 L178,62 L186,118 Q200,128 214,118 L222,62 L235,62 L248,150 Q252,185 240,205 L312,452 L88,452 L160,205 Q148,185 152,150 Z',
      c,
    ) +
    line('M160,205 Q200,216 240,205', c, 2) +
    (c.detail % 2
      ? [130, 170, 230, 270].map((x) => line(`M${(x + 200) / 2},214 L${x},448`, c, 1.2)).join('')
      : ''),
  skirt: (c) =>
    body('M140,110 L260,110 L312,420 Q200,440 88,420 Z', c) +
    line('M140,136 L260,136', c, 2) +
    (c.detail % 2
      ? [150, 180, 220, 250].map((x) => line(`M${x},138 L${x + (x - 200) * 0.7},428`, c, 1.5)).join('')
      : line('M200,136 L200,430', c, 1.5)),
  shoe: (c) =>
    body('M70,330 L72,262 Q80,232 120,230 L172,228 Q206,252 250,262 Q320,276 336,306 L338,330 Z', c) +
    body('M62,330 L346,330 Q350,352 330,356 L76,356 Q58,352 62,330 Z', c, '#f5f3ee') +
    (c.back
      ? line('M72,272 Q100,260 126,262', c, 3)
      : [0, 1, 2, 3]
          .map((i) => line(`M${150 + i * 22},${238 + i * 8} L${172 + i * 22},${230 + i * 8}`, c, 3))
          .join('')),
  bag: (c) =>
    line(
      c.detail % 2 ? 'M112,200 Q200,-10 288,200' : 'M150,200 Q150,112 200,112 Q250,112 250,200',
      { ...c, line: mix(c.fill, '#000', 0.3) },
      12,
    ) +
    body(
      'M100,210 Q100,190 120,190 L280,190 Q300,190 300,210 L316,400 Q316,422 294,422 L106,422 Q84,422 84,400 Z',
      c,
    ) +
    (c.back
      ? ''
      : body('M100,202 L300,202 L292,282 Q200,304 108,282 Z', c, c.light) +
        `<rect x="188" y="280" width="24" height="18" rx="3" fill="#c9a94e"/>`),
  cap: (c) =>
    body('M100,310 Q100,180 205,175 Q305,180 310,310 Z', c) +
    line('M205,177 Q176,240 170,310', c, 2) +
    line('M205,177 Q234,240 240,310', c, 2) +
    dot(205, 176, 7, c.line) +
    body('M296,300 Q372,298 392,330 Q350,346 292,320 Z', c, mix(c.fill, '#000', 0.12)),
  beanie: (c) =>
    body('M110,330 Q110,168 200,162 Q290,168 290,330 Z', c) +
    body('M104,292 L296,292 L296,350 L104,350 Z', c, mix(c.fill, '#000', 0.08)) +
    Array.from({ length: 12 }, (_, i) => line(`M${114 + i * 16},298 L${114 + i * 16},344`, c, 1.5)).join('') +
    dot(200, 158, 22, c.light),
  belt: (c) =>
    body('M40,234 L330,234 Q362,250 330,266 L40,266 Z', c) +
    `<rect x="62" y="222" width="46" height="56" rx="6" fill="none" stroke="#c9a94e" stroke-width="7"/>` +
    [220, 250, 280, 310].map((x) => dot(x, 250, 4, c.line)).join('') +
    line('M120,240 L320,240', c, 1.2, 'stroke-dasharray="5 4"'),
  scarf: (c) =>
    body('M118,92 Q200,150 282,92 L286,132 Q200,200 114,132 Z', c) +
    body('M166,150 L206,160 L214,430 L168,430 Z', c) +
    body('M214,156 L252,140 L266,402 L224,408 Z', c, mix(c.fill, '#000', 0.1)) +
    [172, 184, 196, 208, 228, 240, 252, 262]
      .map((x, i) => line(`M${x},${i < 4 ? 430 : 405} L${x},${i < 4 ? 446 : 421}`, c, 2))
      .join(''),
};

/** The silhouette for an item name ('Slim Stretch Jeans' → jeans). @param {string} name */
export function kindOf(name) {
  const n = name.toLowerCase();
  const rules = /** @type {[RegExp, string][]} */ ([
    [/dress/, 'dress'],
    [/skirt/, 'skirt'],
    [/sneaker|boot|loafer|sandal|shoe/, 'shoe'],
    [/bag|backpack|clutch|tote|wallet/, 'bag'],
    [/beanie/, 'beanie'],
    [/\bcap\b|\bhat\b/, 'cap'],
    [/belt/, 'belt'],
    [/scarf/, 'scarf'],
    [/jeans/, 'jeans'],
    [/shorts/, 'shorts'],
    [/trouser|chino|jogger|pant/, 'trousers'],
    [/hoodie/, 'hoodie'],
    [/sweat|sweater|cardigan|knit/, 'sweater'],
    [/jacket|blazer|coat|bomber|parka/, 'jacket'],
    [/t-shirt|tee\b|\btop\b|tank|bodysuit|polo/, 'tshirt'],
    [/shirt|blouse/, 'shirt'],
  ]);
  return rules.find(([re]) => re.test(n))?.[1] ?? 'tshirt';
}

/**
 * @param {string} kind @param {string} hex fill colour
 * @param {{detail?: number, back?: boolean}} [opts] @returns {string} SVG fragment in a 400×500 box
 */
export function garment(kind, hex, { detail = 0, back = false } = {}) {
  const fill = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#8a8f98';
  const paint = {
    fill,
    line: isDark(fill) ? mix(fill, '#fff', 0.28) : mix(fill, '#000', 0.32),
    light: mix(fill, '#fff', 0.35),
    detail,
    back,
  };
  return (SHAPES[kind] ?? SHAPES.tshirt)(paint);
}
