// @ts-check
// Silhouettes of clothes (tops, knitwear, outerwear, trousers, shorts, dresses, skirts) in a 400×500
// box. Each draws its front, or with `back` its back: the front's plackets, pockets and prints
// give way to a care label, a yoke, a zip or a vent, so the two photos of a colour differ.
import { body, buttons, dot, flat, label, line, mix, ribs, stitch } from './draw.mjs';

/** @typedef {import('./draw.mjs').Paint} Paint */

const TOP_SHORT =
  'M150,80 Q200,112 250,80 L330,118 L355,190 L300,208 L288,180 L290,440 L110,440 L112,180 L100,208 L45,190 L70,118 Z';
const TOP_LONG =
  'M150,78 L200,92 L250,78 L320,110 L352,330 L312,340 L288,200 L290,450 L110,450 L112,200 L88,340 L48,330 L80,110 Z';
const SHIRT =
  'M150,78 L200,92 L250,78 L320,110 L352,330 L312,340 L288,200 L290,440 Q246,470 200,450 Q154,470 110,440 L112,200 L88,340 L48,330 L80,110 Z';
const BLOUSE =
  'M150,78 L200,92 L250,78 L318,104 L358,246 L314,264 L290,190 L298,418 Q200,444 102,418 L110,190 L86,264 L42,246 L82,104 Z';
const SWEATER =
  'M146,80 L200,90 L254,80 L326,114 L356,332 L314,342 L294,206 L298,448 L102,448 L106,206 L86,342 L44,332 L74,114 Z';
const TROUSERS = 'M132,60 L268,60 L282,452 L212,452 L200,180 L188,452 L118,452 Z';
const TANK =
  'M150,70 L172,70 Q200,128 228,70 L250,70 Q258,140 290,172 L292,440 L108,440 L110,172 Q142,140 150,70 Z';
const LEGS = 'M128,60 L272,60 L292,450 L215,450 L200,175 L185,450 L108,450 Z';
const LEGS_SKINNY = 'M128,60 L272,60 L262,450 L214,450 L200,175 L186,450 L138,450 Z';
const LEGS_WIDE = 'M128,60 L272,60 L322,450 L208,450 L200,180 L192,450 L78,450 Z';
const BOMBER =
  'M150,80 L200,94 L250,80 L322,112 L352,292 L314,300 L290,196 L290,318 L110,318 L110,196 L86,300 L48,292 L78,112 Z';
const COAT =
  'M150,66 L200,82 L250,66 L320,100 L350,340 L312,348 L292,196 L302,492 L98,492 L108,196 L88,348 L50,340 L80,100 Z';
const BLAZER =
  'M150,74 L200,88 L250,74 L318,106 L348,330 L310,338 L290,200 L292,420 Q244,432 206,410 L200,420 L194,410 Q156,432 108,420 L110,200 L90,338 L52,330 L82,106 Z';
const PUFFER =
  'M146,70 L200,80 L254,70 L326,110 Q350,200 356,330 L314,340 L294,210 Q302,300 298,410 L102,410 Q98,300 106,210 L86,340 L44,330 Q50,200 74,110 Z';
const DENIM_JACKET =
  'M150,78 L200,92 L250,78 L320,110 L352,330 L312,340 L288,200 L290,380 L110,380 L112,200 L88,340 L48,330 L80,110 Z';
/** A fitted bodice and a skirt ending at `hem`, flaring to half-width `flare`. @param {number} hem @param {number} flare */
const dressPath = (hem, flare) =>
  `M165,62 L178,62 L186,118 Q200,128 214,118 L222,62 L235,62 L248,150 Q252,185 240,205 L${200 + flare},${hem} L${200 - flare},${hem} L160,205 Q148,185 152,150 Z`;
/** A skirt from the waist to `hem`, flaring to half-width `flare`. @param {number} hem @param {number} flare */
const skirtPath = (hem, flare) =>
  `M140,110 L260,110 L${200 + flare},${hem} Q200,${hem + 18} ${200 - flare},${hem} Z`;

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

/** Shirt collar points, front button line and buttons. @param {Paint} c @param {number} hem */
const shirtFront = (c, hem) =>
  body('M150,78 L200,92 L182,128 Z', c, c.light) +
  body('M250,78 L200,92 L218,128 Z', c, c.light) +
  line(`M200,92 L200,${hem}`, c, 2) +
  buttons(
    200,
    [140, 195, 250, 305, 360, 415].filter((y) => y < hem - 20),
    c,
  );
/** A shirt's back: collar band, yoke seam and the label. @param {Paint} c */
const shirtBack = (c) =>
  line('M150,78 Q200,100 250,78', c) + line('M112,170 L288,170', c, 1.5) + label(200, 96);
/** Notched lapels meeting at y. @param {Paint} c @param {number} y */
const lapels = (c, y) =>
  body(`M152,72 L200,${y} L170,${y - 40} L140,112 Z`, c, c.light) +
  body(`M248,72 L200,${y} L230,${y - 40} L260,112 Z`, c, c.light);
/** Trousers' waistband, fly and front pockets, or back pockets and label. @param {Paint} c */
const trouserTop = (c) =>
  line('M128,86 L272,86', c, 2) +
  (c.back
    ? line('M146,118 L184,118', c, 2) + line('M216,118 L254,118', c, 2) + label(200, 64)
    : line('M134,88 L156,130', c, 2) + line('M266,88 L244,130', c, 2) + line('M200,86 L200,175', c, 2));

/** Jeans on a leg shape: five pockets and gold stitching. @param {string} legs @returns {(c: Paint) => string} */
const jeansOn = (legs) => (c) =>
  body(legs, c) +
  line('M128,86 L272,86', c, 2) +
  (c.back
    ? stitch('M140,120 L180,120 L178,165 L160,175 L142,165 Z', c) +
      stitch('M260,120 L220,120 L222,165 L240,175 L258,165 Z', c) +
      `<rect x="216" y="64" width="34" height="18" rx="2" fill="#b98a52"/>`
    : stitch('M134,88 Q152,128 176,88', c) +
      stitch('M266,88 Q248,128 224,88', c) +
      line('M200,86 L200,175', c, 2) +
      stitch('M212,90 Q214,160 200,172', c) +
      dot(200, 74, 6, '#c9a94e'));

/** A dress of a length: the back shows a zip instead of the front's seams. @param {number} hem @param {number} flare @returns {(c: Paint) => string} */
const dressOf = (hem, flare) => (c) =>
  body(dressPath(hem, flare), c) +
  line('M160,205 Q200,216 240,205', c, 2) +
  (c.back
    ? line('M200,124 L200,240', c, 2, 'stroke-dasharray="3 3"') + label(200, 70)
    : line('M186,118 Q200,136 214,118', c, 2) +
      (c.detail % 2
        ? [0.35, 0.6, 1.4, 1.65]
            .map((k) => line(`M${200 + (k - 1) * 40},214 L${200 + (k - 1) * flare},${hem - 4}`, c, 1.2))
            .join('')
        : ''));

/** A skirt of a length: front seam or pleats, the back a zip and label. @param {number} hem @param {number} flare @param {boolean} pleated @returns {(c: Paint) => string} */
const skirtOf = (hem, flare, pleated) => (c) =>
  body(skirtPath(hem, flare), c) +
  line('M140,136 L260,136', c, 2) +
  (pleated || c.detail % 2
    ? [-0.8, -0.55, -0.3, -0.1, 0.1, 0.3, 0.55, 0.8]
        .map((k) => line(`M${200 + k * 60},138 L${200 + k * flare},${hem + 8}`, c, 1.5))
        .join('')
    : '') +
  (c.back
    ? line('M200,112 L200,200', c, 2, 'stroke-dasharray="3 3"') + label(200, 114)
    : buttons(200, [124], c, 5));

/** @type {Record<string, (c: Paint) => string>} */
export const CLOTHES = {
  tshirt: (c) =>
    body(TOP_SHORT, c) +
    line(c.back ? 'M150,80 Q200,94 250,80' : 'M150,80 Q200,128 250,80', c) +
    line('M114,424 L286,424', c, 1.5) +
    (c.back ? label(200, 90) : chest(c)),
  polo: (c) =>
    body(TOP_SHORT, c) +
    line('M114,424 L286,424', c, 1.5) +
    (c.back
      ? body('M150,80 Q200,100 250,80 L246,66 Q200,84 154,66 Z', c, c.light) + label(200, 96)
      : body('M150,80 L200,100 L176,126 L140,96 Z', c, c.light) +
        body('M250,80 L200,100 L224,126 L260,96 Z', c, c.light) +
        line('M192,100 L192,170 L208,170 L208,100', c, 2) +
        buttons(200, [122, 150], c)),
  tank: (c) =>
    body(TANK, c) +
    line(c.back ? 'M172,70 Q200,96 228,70' : 'M172,72 Q200,124 228,72', c, 3) +
    line('M112,424 L288,424', c, 1.5) +
    (c.back ? label(200, 84) : ''),
  shirt: (c) =>
    body(SHIRT, c) +
    line('M88,320 L50,310', c, 2.5) +
    line('M312,320 L350,310', c, 2.5) +
    (c.back ? shirtBack(c) : shirtFront(c, 450) + chest({ ...c, detail: 1 })),
  overshirt: (c) =>
    body(SHIRT, c) +
    (c.back
      ? shirtBack(c)
      : shirtFront(c, 450) +
        body('M128,150 L180,150 L180,210 L128,210 Z', c) +
        body('M220,150 L272,150 L272,210 L220,210 Z', c) +
        body('M126,146 L182,146 L182,166 L126,166 Z', c, c.light) +
        body('M218,146 L274,146 L274,166 L218,166 Z', c, c.light)),
  blouse: (c) =>
    body(BLOUSE, c) +
    line('M86,262 Q64,276 44,250', c, 3) +
    line('M314,262 Q336,276 356,250', c, 3) +
    (c.back
      ? line('M150,78 Q200,96 250,78', c, 3) + label(200, 92)
      : line('M150,78 Q200,130 250,78', c, 3) +
        body('M200,116 Q176,150 160,176 L186,170 Z', c, c.light) +
        body('M200,116 Q224,150 240,176 L214,170 Z', c, c.light)),
  sweater: (c) =>
    body(SWEATER, c) +
    flat('M102,420 L298,420 L298,448 L102,448 Z', mix(c.fill, '#000', 0.12), c.line) +
    ribs(108, 292, 424, 446, c, 8) +
    flat('M86,342 L44,332 L40,358 L84,366 Z', mix(c.fill, '#000', 0.12), c.line) +
    flat('M314,342 L356,332 L360,358 L316,366 Z', mix(c.fill, '#000', 0.12), c.line) +
    body(
      c.back
        ? 'M146,80 Q200,100 254,80 L250,66 Q200,86 150,66 Z'
        : 'M146,80 Q200,128 254,80 L250,66 Q200,110 150,66 Z',
      c,
      mix(c.fill, '#000', 0.12),
    ) +
    (c.back ? label(200, 92) : chest(c)),
  cardigan: (c) =>
    body(TOP_LONG, c) +
    ribs(118, 282, 428, 448, c, 15) +
    line('M88,322 L50,314', c, 3) +
    line('M312,322 L350,314', c, 3) +
    (c.back
      ? line('M150,78 Q200,96 250,78', c, 4) + label(200, 92)
      : body('M150,78 L200,250 L250,78 Q200,100 150,78 Z', c, mix(c.fill, '#fff', 0.7)) +
        line('M150,78 L200,250 L200,450', c, 4) +
        line('M250,78 L200,250', c, 4) +
        buttons(210, [280, 330, 380, 430], c, 5)),
  hoodie: (c) =>
    body('M150,84 Q138,22 200,16 Q262,22 250,84 Q200,112 150,84 Z', c) +
    body(TOP_LONG, c) +
    ribs(118, 282, 430, 448, c, 14) +
    (c.back
      ? line('M150,84 Q200,60 250,84', c) + line('M200,18 L200,84', c, 2)
      : line('M150,84 Q200,128 250,84', c, 3) +
        line('M185,108 L182,170', c, 2) +
        line('M215,108 L218,170', c, 2) +
        line('M140,330 L260,330 L280,410 L120,410 Z', c, 2.5)),
  /** A generic jacket (the home page's scenes). */
  jacket: (c) =>
    body(TOP_LONG, c) +
    body('M150,78 L200,92 L250,78 L246,60 L154,60 Z', c, c.light) +
    (c.back
      ? line('M112,200 L288,200', c, 1.5)
      : line('M200,92 L200,450', c, 4) +
        line('M128,330 L158,300', c, 2.5) +
        line('M272,330 L242,300', c, 2.5) +
        line('M112,420 L288,420', c, 2)),
  bomber: (c) =>
    body(BOMBER, c) +
    body('M110,318 L290,318 L290,348 L110,348 Z', c, mix(c.fill, '#000', 0.15)) +
    ribs(116, 284, 322, 344, c, 8) +
    body('M352,292 L314,300 L318,324 L356,316 Z', c, mix(c.fill, '#000', 0.15)) +
    body('M48,292 L86,300 L82,324 L44,316 Z', c, mix(c.fill, '#000', 0.15)) +
    body('M150,80 Q200,106 250,80 L244,62 Q200,86 156,62 Z', c, mix(c.fill, '#000', 0.15)) +
    (c.back
      ? label(200, 96)
      : line('M200,100 L200,318', c, 3) + line('M130,270 L150,236', c, 3) + line('M270,270 L250,236', c, 3)),
  denimjacket: (c) =>
    body(DENIM_JACKET, c) +
    body('M112,350 L290,350 L290,380 L112,380 Z', c) +
    stitch('M112,356 L290,356', c) +
    (c.back
      ? stitch('M112,170 Q200,210 288,170', c) +
        stitch('M150,200 L150,350', c) +
        stitch('M250,200 L250,350', c)
      : body('M150,78 L200,96 L170,140 L126,100 Z', c, c.light) +
        body('M250,78 L200,96 L230,140 L274,100 Z', c, c.light) +
        line('M200,96 L200,380', c, 2.5) +
        buttons(210, [130, 190, 250, 310, 365], c, 5) +
        body('M128,160 L184,160 L184,186 L156,198 L128,186 Z', c, c.light) +
        body('M216,160 L272,160 L272,186 L244,198 L216,186 Z', c, c.light) +
        stitch('M150,200 L150,350', c) +
        stitch('M250,200 L250,350', c)),
  puffer: (c) =>
    body(PUFFER, c) +
    body('M146,70 L146,38 Q200,28 254,38 L254,70 Q200,84 146,70 Z', c) +
    [130, 180, 230, 280, 330, 380]
      .map((y) => line(`M${y < 210 ? 100 : 104},${y} Q200,${y + 10} ${y < 210 ? 300 : 296},${y}`, c, 2.5))
      .join('') +
    [160, 220, 280]
      .map(
        (y) =>
          line(`M${72 + (y - 110) * 0.06},${y} L${104 - (y - 110) * 0.01},${y + 6}`, c, 2.5) +
          line(`M${328 - (y - 110) * 0.06},${y} L${296 + (y - 110) * 0.01},${y + 6}`, c, 2.5),
      )
      .join('') +
    (c.back ? label(200, 44) : line('M200,40 L200,410', c, 3) + dot(200, 52, 5, c.line)),
  coat: (c) =>
    body(COAT, c) +
    (c.back
      ? line('M150,66 Q200,86 250,66', c, 3) + line('M200,400 L200,492', c, 2.5) + label(200, 84)
      : lapels(c, 230) +
        line('M200,230 L200,492', c, 2.5) +
        buttons(176, [270, 330], c, 6) +
        buttons(224, [270, 330], c, 6) +
        line('M120,380 L160,380', c, 2.5) +
        line('M240,380 L280,380', c, 2.5)),
  trench: (c) =>
    body(COAT, c) +
    body('M106,246 L294,246 L296,270 L104,270 Z', c, mix(c.fill, '#000', 0.12)) +
    (c.back
      ? line('M120,100 Q200,150 280,100', c, 2.5) + line('M200,380 L200,492', c, 2.5) + label(200, 84)
      : lapels(c, 210) +
        line('M200,210 L200,492', c, 2.5) +
        buttons(176, [226, 300, 350], c, 6) +
        buttons(224, [226, 300, 350], c, 6) +
        `<rect x="184" y="244" width="32" height="28" rx="3" fill="none" stroke="#8a7a5a" stroke-width="4"/>`),
  blazer: (c) =>
    body(BLAZER, c) +
    (c.back
      ? line('M150,74 Q200,92 250,74', c, 3) + line('M200,92 L200,410', c, 1.5) + label(200, 88)
      : lapels(c, 270) +
        line('M200,270 L200,412', c, 2) +
        buttons(200, [290, 336], c, 6) +
        line('M122,352 L176,352', c, 3) +
        line('M224,352 L278,352', c, 3) +
        line('M232,180 L268,176', c, 3)),
  jeans: jeansOn(LEGS),
  skinnyjeans: jeansOn(LEGS_SKINNY),
  widejeans: jeansOn(LEGS_WIDE),
  trousers: (c) =>
    body(TROUSERS, c) +
    line('M166,90 L154,446', c, 1.5) +
    line('M234,90 L246,446', c, 1.5) +
    [150, 180, 220, 250]
      .map((x) =>
        flat(`M${x - 4},58 L${x + 4},58 L${x + 4},88 L${x - 4},88 Z`, mix(c.fill, '#000', 0.2), c.line),
      )
      .join('') +
    trouserTop(c),
  cargo: (c) =>
    body(TROUSERS, c) +
    trouserTop(c) +
    body('M112,250 L150,250 L154,318 L114,318 Z', c) +
    body('M288,250 L250,250 L246,318 L286,318 Z', c) +
    body('M110,246 L152,246 L152,262 L110,262 Z', c, c.light) +
    body('M290,246 L248,246 L248,262 L290,262 Z', c, c.light),
  joggers: (c) =>
    body('M128,60 L272,60 L284,418 L222,418 L200,175 L178,418 L116,418 Z', c) +
    flat('M116,418 L178,418 L176,452 L118,452 Z', mix(c.fill, '#000', 0.12), c.line) +
    flat('M222,418 L284,418 L282,452 L224,452 Z', mix(c.fill, '#000', 0.12), c.line) +
    ribs(122, 174, 422, 448, c, 8) +
    ribs(228, 280, 422, 448, c, 8) +
    ribs(132, 268, 62, 84, c, 8) +
    (c.back
      ? label(200, 88)
      : line('M190,84 Q184,120 178,140', c, 2) + line('M210,84 Q216,120 222,140', c, 2)),
  shorts: (c) =>
    body('M128,110 L272,110 L296,300 L212,300 L200,215 L188,300 L104,300 Z', c) +
    line('M128,136 L272,136', c, 2) +
    (c.back
      ? line('M146,160 L184,160', c, 2) + line('M216,160 L254,160', c, 2) + label(200, 114)
      : line('M136,138 Q152,172 174,138', c, 2) +
        line('M264,138 Q248,172 226,138', c, 2) +
        line('M200,136 L200,212', c, 2)),
  swimshorts: (c) =>
    body('M128,150 L272,150 L292,290 L208,290 L200,232 L192,290 L108,290 Z', c) +
    line('M110,280 L128,156', { ...c, line: c.light }, 8) +
    line('M290,280 L272,156', { ...c, line: c.light }, 8) +
    ribs(134, 266, 152, 172, c, 10) +
    (c.back
      ? body('M218,190 L256,190 L256,226 L218,226 Z', c) + label(200, 154)
      : line('M194,172 Q186,200 180,214', c, 2.5) + line('M206,172 Q214,200 220,214', c, 2.5)),
  dress: dressOf(452, 112),
  minidress: dressOf(300, 84),
  maxidress: dressOf(492, 96),
  shirtdress: (c) =>
    body(
      'M150,70 L200,84 L250,70 L312,100 L338,180 L300,194 L282,150 L276,230 L320,452 L80,452 L124,230 L118,150 L100,194 L62,180 L88,100 Z',
      c,
    ) +
    body('M122,222 L278,222 L280,240 L120,240 Z', c, mix(c.fill, '#000', 0.15)) +
    (c.back ? shirtBack(c) : shirtFront(c, 452)),
  skirt: skirtOf(420, 112, false),
  miniskirt: skirtOf(262, 92, false),
  pleatedskirt: skirtOf(420, 118, true),
};
