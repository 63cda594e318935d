// @ts-check
// Silhouettes of clothes (tops, knitwear, outerwear, trousers, shorts, dresses, skirts) in a 400×500
// box. Each draws its front, or with `back` its back: the front's plackets, pockets and prints
// give way to a care label, a yoke, a zip or a vent, so the two photos of a colour differ.
import { body, buttons, dot, flat, label, line, mix, ribs, stitch } from './draw.mjs';
import { acrossBody, cuffBands, sleeveSeams, topShape } from './figure.mjs';

/** @typedef {import('./draw.mjs').Paint} Paint */

// Tops from a men's M flat lay (cm): half shoulder, half chest, length, sleeve, its angle, cuff.
const TEE = topShape({ shoulder: 23, chest: 26, length: 71, sleeve: 21, angle: 50, cuff: 17 });
const SHIRT = topShape({
  shoulder: 23.5,
  chest: 27,
  neck: 8.5,
  length: 78,
  sleeve: 64,
  angle: 17,
  cuff: 12,
  tail: 4,
});
const OVERSHIRT = topShape({
  shoulder: 24,
  chest: 28,
  neck: 8.5,
  length: 76,
  sleeve: 64,
  angle: 17,
  cuff: 13,
});
const BLOUSE = topShape({
  shoulder: 20,
  chest: 25,
  neck: 10,
  length: 62,
  sleeve: 45,
  angle: 24,
  cuff: 15,
  tail: 2,
});
const SWEATER = topShape({ shoulder: 23, chest: 27, length: 66, sleeve: 62, angle: 16, cuff: 11 });
const CARDIGAN = topShape({ shoulder: 23.5, chest: 28, length: 66, sleeve: 62, angle: 16, cuff: 11 });
const HOODIE = topShape({ shoulder: 25, chest: 29, neck: 10, length: 69, sleeve: 63, angle: 17, cuff: 11 });
const JACKET = topShape({ shoulder: 24, chest: 29, length: 72, sleeve: 64, angle: 17, cuff: 13 });
const BOMBER = topShape({ shoulder: 24.5, chest: 29, length: 57, sleeve: 60, angle: 17, cuff: 12 });
/** A denim jacket ends at the hip, a cropped one at the waist. @param {number} length */
const denimCut = (length) => topShape({ shoulder: 24, chest: 28, length, sleeve: 63, angle: 17, cuff: 13 });
/** A puffer's cut at a length (regular at the hip, cropped at the waist). @param {number} length */
const pufferCut = (length) =>
  topShape({ shoulder: 26, chest: 31, neck: 10, length, sleeve: 64, angle: 18, cuff: 13 });
const TANK = `M160,62 L178,62 Q200,120 222,62 L240,62 Q248,132 296,164 L298,${TEE.hem} L102,${TEE.hem} L104,164 Q152,132 160,62 Z`;
/** A child's proportions: a short bodice under a round neck, the skirt flaring wide, about as long as it is wide. */
const GIRLS_DRESS =
  'M176,90 Q200,104 224,90 L254,100 L254,152 L252,236 L322,392 Q200,414 78,392 L148,236 L146,152 L146,100 Z';
const TROUSERS = 'M132,60 L268,60 L282,452 L212,452 L200,180 L188,452 L118,452 Z';
const LEGS = 'M128,60 L272,60 L292,450 L215,450 L200,175 L185,450 L108,450 Z';
const LEGS_SKINNY = 'M128,60 L272,60 L262,450 L214,450 L200,175 L186,450 L138,450 Z';
const LEGS_WIDE = 'M128,60 L272,60 L322,450 L208,450 L200,180 L192,450 L78,450 Z';
const COAT =
  'M150,66 L200,82 L250,66 L320,100 L350,340 L312,348 L292,196 L302,492 L98,492 L108,196 L88,348 L50,340 L80,100 Z';
const BLAZER =
  'M150,74 L200,88 L250,74 L318,106 L348,330 L310,338 L290,200 L292,372 Q244,384 206,362 L200,372 L194,362 Q156,384 108,372 L110,200 L90,338 L52,330 L82,106 Z';
/** A fitted bodice and a skirt ending at `hem`, flaring to half-width `flare`. @param {number} hem @param {number} flare */
const dressPath = (hem, flare) =>
  `M165,62 L178,62 L186,118 Q200,128 214,118 L222,62 L235,62 L248,150 Q252,185 240,205 L${200 + flare},${hem} L${200 - flare},${hem} L160,205 Q148,185 152,150 Z`;
/** A skirt from the waist to `hem`, flaring to half-width `flare`. @param {number} hem @param {number} flare */
const skirtPath = (hem, flare) =>
  `M140,110 L260,110 L${200 + flare},${hem} Q200,${hem + 18} ${200 - flare},${hem} Z`;

/** Chest mark by detail: nothing, a pocket, a round print or a stripe band. @param {Paint} c @param {import('./figure.mjs').TopShape} t */
const chest = (c, t) =>
  c.back
    ? ''
    : [
        '',
        `<rect x="222" y="140" width="40" height="46" rx="4" fill="none" stroke="${c.line}" stroke-width="2.5"/>`,
        `<circle cx="200" cy="200" r="38" fill="${c.light}" opacity=".8"/>`,
        `<rect x="${200 - t.half}" y="230" width="${2 * t.half}" height="22" fill="${c.light}" opacity=".7"/>`,
      ][c.detail % 4];
/** A hem's stitching, `up` units above it. @param {import('./figure.mjs').TopShape} t @param {Paint} c @param {number} [up] */
const hemStitch = (t, c, up = 14) => line(acrossBody(t, t.hem - up, 4), c, 1.5);
/** Sleeve ends in a darker band (knit ribs, a bomber's cuffs). @param {import('./figure.mjs').TopShape} t @param {Paint} c @param {number} depth */
const cuffRibs = (t, c, depth) =>
  cuffBands(t, depth)
    .map((d) => flat(d, mix(c.fill, '#000', 0.12), c.line))
    .join('');
/** A ribbed band across the hem, `depth` units tall. @param {import('./figure.mjs').TopShape} t @param {Paint} c @param {number} depth */
const hemRib = (t, c, depth) =>
  flat(
    `M${200 - t.half},${t.hem - depth} L${200 + t.half},${t.hem - depth} L${200 + t.half},${t.hem} L${200 - t.half},${t.hem} Z`,
    mix(c.fill, '#000', 0.12),
    c.line,
  ) + ribs(206 - t.half, 194 + t.half, t.hem - depth + 3, t.hem - 3, c, 8);

/** Shirt collar points, front button line and buttons. @param {Paint} c @param {number} hem */
const shirtFront = (c, hem) =>
  body('M164,68 L200,84 L180,118 L150,84 Z', c, c.light) +
  body('M236,68 L200,84 L220,118 L250,84 Z', c, c.light) +
  line(`M200,84 L200,${hem}`, c, 2) +
  buttons(
    200,
    [130, 180, 230, 280, 330, 380, 430].filter((y) => y < hem - 20),
    c,
  );
/** A shirt's back: collar band, yoke seam and the label. @param {Paint} c @param {number} half the body's half width */
const shirtBack = (c, half) =>
  body('M164,70 Q200,86 236,70 L232,56 Q200,72 168,56 Z', c, c.light) +
  line(`M${200 - half},150 L${200 + half},150`, c, 1.5) +
  label(200, 84);
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

/** A denim jacket of a cut: waistband, pointed collar, flap pockets, gold stitching; the back a yoke. @param {import('./figure.mjs').TopShape} t @returns {(c: Paint) => string} */
const denimOf = (t) => (c) => {
  const band = t.hem - 30;
  return (
    body(t.d, c) +
    body(
      `M${200 - t.half},${band} L${200 + t.half},${band} L${200 + t.half},${t.hem} L${200 - t.half},${t.hem} Z`,
      c,
    ) +
    stitch(acrossBody(t, band + 6), c) +
    cuffBands(t, 26)
      .map((d) => stitch(d, c))
      .join('') +
    (c.back
      ? stitch(`M${200 - t.half},160 Q200,200 ${200 + t.half},160`, c) +
        stitch(`M150,196 L150,${band}`, c) +
        stitch(`M250,196 L250,${band}`, c)
      : body('M164,68 L200,88 L172,126 L136,90 Z', c, c.light) +
        body('M236,68 L200,88 L228,126 L264,90 Z', c, c.light) +
        line(`M200,88 L200,${t.hem}`, c, 2.5) +
        buttons(210, [124, 168, 212, 256, 300, 344].filter((y) => y < band - 12).concat(band + 15), c, 5) +
        body('M128,150 L184,150 L184,176 L156,188 L128,176 Z', c, c.light) +
        body('M216,150 L272,150 L272,176 L244,188 L216,176 Z', c, c.light) +
        stitch(`M150,190 L150,${band}`, c) +
        stitch(`M250,190 L250,${band}`, c))
  );
};

/** A puffer of a cut: stand collar, quilted in bands across body and sleeves, a zip. @param {import('./figure.mjs').TopShape} t @returns {(c: Paint) => string} */
const pufferOf = (t) => (c) =>
  body(t.d, c) +
  body('M160,72 L160,38 Q200,28 240,38 L240,72 Q200,86 160,72 Z', c) +
  Array.from({ length: Math.floor((t.hem - 130) / 50) + 1 }, (_, i) => 130 + i * 50)
    .filter((y) => y < t.hem - 20)
    .map((y) =>
      line(
        `M${y < 170 ? 200 - t.half + 14 : 200 - t.half},${y} Q200,${y + 10} ${y < 170 ? 186 + t.half : 200 + t.half},${y}`,
        c,
        2.5,
      ),
    )
    .join('') +
  sleeveSeams(t, [50, 110, 170])
    .map((d) => line(d, c, 2.5))
    .join('') +
  (c.back ? label(200, 44) : line(`M200,40 L200,${t.hem}`, c, 3) + dot(200, 52, 5, c.line));

/** A girl's dress: round neck, puffed sleeves, a short straight bodice, a full skirt above the knee; a sash tied at the back. @param {Paint} c */
const girlsDress = (c) =>
  body(GIRLS_DRESS, c) +
  body('M146,100 Q118,104 114,126 Q112,150 138,160 L146,152 Z', c, c.light) +
  body('M254,100 Q282,104 286,126 Q288,150 262,160 L254,152 Z', c, c.light) +
  body('M148,226 L252,226 L253,244 L147,244 Z', c, c.light) +
  (c.back
    ? line('M178,90 Q200,100 222,90', c, 2.5) +
      buttons(200, [112, 146, 180, 212], c, 4) +
      label(200, 96) +
      body('M200,235 L166,214 L166,256 Z', c, c.light) +
      body('M200,235 L234,214 L234,256 Z', c, c.light) +
      body('M200,235 L176,312 L188,314 Z', c, c.light) +
      body('M200,235 L224,312 L212,314 Z', c, c.light)
    : line('M176,90 Q200,114 224,90', c, 2.5) +
      (c.detail % 2
        ? [0.25, 0.5, 0.75, 1.25, 1.5, 1.75]
            .map((k) =>
              line(
                `M${200 + (k - 1) * 52},246 L${200 + (k - 1) * 122},${392 + (1 - Math.abs(k - 1)) * 14}`,
                c,
                1.2,
              ),
            )
            .join('')
        : dot(200, 235, 6, c.line)));

/** @type {Record<string, (c: Paint) => string>} */
export const CLOTHES = {
  tshirt: (c) =>
    body(TEE.d, c) +
    line(c.back ? 'M164,70 Q200,84 236,70' : 'M164,70 Q200,110 236,70', c) +
    hemStitch(TEE, c) +
    (c.back ? label(200, 80) : chest(c, TEE)),
  polo: (c) =>
    body(TEE.d, c) +
    hemStitch(TEE, c) +
    (c.back
      ? body('M164,70 Q200,88 236,70 L232,56 Q200,74 168,56 Z', c, c.light) + label(200, 84)
      : body('M164,68 L200,90 L178,116 L146,86 Z', c, c.light) +
        body('M236,68 L200,90 L222,116 L254,86 Z', c, c.light) +
        line('M192,90 L192,160 L208,160 L208,90', c, 2) +
        buttons(200, [112, 140], c)),
  tank: (c) =>
    body(TANK, c) +
    line(c.back ? 'M178,62 Q200,88 222,62' : 'M178,64 Q200,114 222,64', c, 3) +
    line(`M106,${TEE.hem - 14} L294,${TEE.hem - 14}`, c, 1.5) +
    (c.back ? label(200, 76) : ''),
  shirt: (c) =>
    body(SHIRT.d, c) +
    cuffBands(SHIRT, 26)
      .map((d) => line(d, c, 2))
      .join('') +
    (c.back ? shirtBack(c, SHIRT.half) : shirtFront(c, SHIRT.hem) + chest({ ...c, detail: 1 }, SHIRT)),
  overshirt: (c) =>
    body(OVERSHIRT.d, c) +
    cuffBands(OVERSHIRT, 28)
      .map((d) => line(d, c, 2))
      .join('') +
    (c.back
      ? shirtBack(c, OVERSHIRT.half)
      : shirtFront(c, OVERSHIRT.hem) +
        body('M124,146 L176,146 L176,206 L124,206 Z', c) +
        body('M224,146 L276,146 L276,206 L224,206 Z', c) +
        body('M122,142 L178,142 L178,162 L122,162 Z', c, c.light) +
        body('M222,142 L278,142 L278,162 L222,162 Z', c, c.light)),
  blouse: (c) =>
    body(BLOUSE.d, c) +
    cuffBands(BLOUSE, 14)
      .map((d) => body(d, c, c.light))
      .join('') +
    (c.back
      ? line('M160,70 Q200,88 240,70', c, 3) + label(200, 80)
      : line('M160,70 Q200,122 240,70', c, 3) +
        body('M200,108 Q176,142 160,168 L186,162 Z', c, c.light) +
        body('M200,108 Q224,142 240,168 L214,162 Z', c, c.light)),
  sweater: (c) =>
    body(SWEATER.d, c) +
    hemRib(SWEATER, c, 26) +
    cuffRibs(SWEATER, c, 24) +
    body(
      c.back
        ? 'M160,72 Q200,90 240,72 L236,58 Q200,76 164,58 Z'
        : 'M160,72 Q200,118 240,72 L236,58 Q200,100 164,58 Z',
      c,
      mix(c.fill, '#000', 0.12),
    ) +
    (c.back ? label(200, 84) : chest(c, SWEATER)),
  cardigan: (c) =>
    body(CARDIGAN.d, c) +
    hemRib(CARDIGAN, c, 22) +
    cuffRibs(CARDIGAN, c, 22) +
    (c.back
      ? line('M164,70 Q200,86 236,70', c, 4) + label(200, 80)
      : body('M164,70 L200,206 L236,70 Q200,84 164,70 Z', c, mix(c.fill, '#fff', 0.7)) +
        line(`M164,70 L200,206 L200,${CARDIGAN.hem}`, c, 4) +
        line('M236,70 L200,206', c, 4) +
        buttons(210, [226, 262, 298], c, 5)),
  hoodie: (c) =>
    body('M150,80 Q128,10 200,4 Q272,10 250,80 Q200,104 150,80 Z', c) +
    body(HOODIE.d, c) +
    hemRib(HOODIE, c, 24) +
    cuffRibs(HOODIE, c, 24) +
    (c.back
      ? line('M160,74 Q200,52 240,74', c) + line('M200,10 L200,76', c, 2)
      : body('M162,80 Q152,26 200,20 Q248,26 238,80 Q200,102 162,80 Z', c, mix(c.fill, '#000', 0.18)) +
        line('M160,72 Q200,116 240,72', c, 3) +
        line('M186,96 L183,156', c, 2) +
        line('M214,96 L217,156', c, 2) +
        line(
          `M140,${HOODIE.hem - 112} L260,${HOODIE.hem - 112} L282,${HOODIE.hem - 32} L118,${HOODIE.hem - 32} Z`,
          c,
          2.5,
        )),
  /** A generic jacket (the home page's scenes). */
  jacket: (c) =>
    body(JACKET.d, c) +
    body('M164,70 L200,82 L236,70 L232,52 L168,52 Z', c, c.light) +
    cuffRibs(JACKET, c, 20) +
    (c.back
      ? line(acrossBody(JACKET, 160), c, 1.5)
      : line(`M200,82 L200,${JACKET.hem}`, c, 4) +
        line(`M118,${JACKET.hem - 40} L148,${JACKET.hem - 70}`, c, 2.5) +
        line(`M282,${JACKET.hem - 40} L252,${JACKET.hem - 70}`, c, 2.5) +
        line(acrossBody(JACKET, JACKET.hem - 20), c, 2)),
  bomber: (c) =>
    body(BOMBER.d, c) +
    body(
      `M${206 - BOMBER.half},${BOMBER.hem} L${194 + BOMBER.half},${BOMBER.hem} L${194 + BOMBER.half},${BOMBER.hem + 26} L${206 - BOMBER.half},${BOMBER.hem + 26} Z`,
      c,
      mix(c.fill, '#000', 0.15),
    ) +
    ribs(212 - BOMBER.half, 188 + BOMBER.half, BOMBER.hem + 4, BOMBER.hem + 22, c, 8) +
    cuffRibs(BOMBER, c, 22) +
    body('M160,72 Q200,98 240,72 L234,56 Q200,78 166,56 Z', c, mix(c.fill, '#000', 0.15)) +
    (c.back
      ? label(200, 88)
      : line(`M200,92 L200,${BOMBER.hem}`, c, 3) +
        line('M124,260 L144,226', c, 3) +
        line('M276,260 L256,226', c, 3)),
  denimjacket: denimOf(denimCut(60)),
  croppeddenim: denimOf(denimCut(44)),
  puffer: pufferOf(pufferCut(72)),
  croppedpuffer: pufferOf(pufferCut(44)),
  longpuffer: pufferOf(pufferCut(100)),
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
      ? line('M150,74 Q200,92 250,74', c, 3) + line('M200,92 L200,362', c, 1.5) + label(200, 88)
      : lapels(c, 270) +
        line('M200,270 L200,364', c, 2) +
        buttons(200, [288, 330], c, 6) +
        line('M122,318 L176,318', c, 3) +
        line('M224,318 L278,318', c, 3) +
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
  girlsdress: girlsDress,
  minidress: dressOf(300, 84),
  maxidress: dressOf(492, 96),
  shirtdress: (c) =>
    body(
      'M164,70 Q200,82 236,70 L300,88 L330,176 L294,190 L280,150 L276,230 L320,452 L80,452 L124,230 L120,150 L106,190 L70,176 L100,88 Z',
      c,
    ) +
    body('M122,222 L278,222 L280,240 L120,240 Z', c, mix(c.fill, '#000', 0.15)) +
    (c.back ? shirtBack(c, 80) : shirtFront(c, 452)),
  skirt: skirtOf(420, 112, false),
  miniskirt: skirtOf(262, 92, false),
  pleatedskirt: skirtOf(420, 118, true),
};
