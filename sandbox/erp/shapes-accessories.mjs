// @ts-check
// Silhouettes of shoes, bags, hats, belts and scarves in a 400×500 box. Shoes are side views, so
// their back photo is the other side (mirrored) without the laces or straps of the front.
import { body, dot, flat, label, line, mirrored, mix, ribs } from './draw.mjs';

/** @typedef {import('./draw.mjs').Paint} Paint */

const GOLD = '#c9a94e';
/** A darker tone of the paint, for soles, straps and trims. @param {Paint} c @param {number} [t] */
const darker = (c, t = 0.3) => mix(c.fill, '#000', t);
/** A side view drawn facing right; its back photo faces left. @param {(c: Paint) => string} draw @returns {(c: Paint) => string} */
const sideView = (draw) => (c) => (c.back ? mirrored(draw(c)) : draw(c));

/** @type {Record<string, (c: Paint) => string>} */
export const ACCESSORIES = {
  /** A sneaker: laces, a padded collar and a thick white cupsole. */
  shoe: sideView(
    (c) =>
      body('M70,330 L72,262 Q80,232 120,230 L172,228 Q206,252 250,262 Q320,276 336,306 L338,330 Z', c) +
      body('M62,330 L346,330 Q350,352 330,356 L76,356 Q58,352 62,330 Z', c, '#f5f3ee') +
      (c.back
        ? line('M72,272 Q100,260 126,262', c, 3)
        : [0, 1, 2, 3]
            .map((i) => line(`M${150 + i * 22},${238 + i * 8} L${172 + i * 22},${230 + i * 8}`, c, 3))
            .join('')),
  ),
  /** A loafer: low, laceless, a penny strap across the vamp, a thin sole and a stacked heel. */
  loafer: sideView(
    (c) =>
      body('M66,330 L70,294 Q84,272 124,270 L196,268 Q246,278 296,292 Q334,302 340,320 L340,330 Z', c) +
      line('M222,276 Q262,266 302,294', c, 2.5) +
      (c.back
        ? ''
        : body('M190,268 L236,278 L230,298 L186,290 Z', c, darker(c, 0.15)) + dot(212, 284, 4, c.line)) +
      flat('M60,330 L346,330 L344,340 L62,340 Z', '#3a2a20', '#3a2a20') +
      flat('M62,340 L120,340 L118,356 L64,356 Z', '#5a4030', '#3a2a20'),
  ),
  /** A Chelsea boot: a tall shaft, an elastic side panel, a pull tab and a chunky sole. */
  chelsea: sideView(
    (c) =>
      body(
        'M84,330 L88,132 Q90,120 102,120 L174,120 Q186,120 186,134 L188,240 Q232,256 282,266 Q336,280 342,312 L342,330 Z',
        c,
      ) +
      flat('M112,126 L152,126 L162,252 L104,252 Z', darker(c, 0.35), c.line) +
      ribs(112, 154, 132, 248, c, 8) +
      line('M160,120 L168,94 L178,120', c, 4) +
      flat('M78,330 L348,330 L348,354 L80,354 Z', '#2a2522', '#2a2522'),
  ),
  /** A women's ankle boot: a shaft to the ankle, a side zip and a block heel. */
  ankleboot: sideView(
    (c) =>
      body(
        'M96,318 L100,150 L180,150 L186,238 Q240,260 292,296 Q338,326 338,350 L338,360 L150,344 L96,330 Z',
        c,
      ) +
      (c.back ? '' : line('M170,160 L172,300', c, 3, 'stroke-dasharray="4 3"') + dot(170, 160, 5, GOLD)) +
      flat('M96,330 L150,344 L144,380 L102,380 Z', '#2a2522', '#2a2522') +
      flat('M150,344 L338,360 L338,370 L150,356 Z', '#2a2522', '#2a2522'),
  ),
  /** A flat sandal: a footbed and wide straps over the foot and round the ankle. */
  sandal: sideView(
    (c) =>
      flat(
        'M60,340 Q60,322 90,322 L320,318 Q350,320 350,338 Q350,354 320,354 L90,356 Q60,356 60,340 Z',
        '#d8c09a',
        '#8a6a44',
      ) +
      line('M232,322 Q268,248 306,320', { ...c, line: c.fill }, 16) +
      line('M96,324 Q104,250 148,236', { ...c, line: c.fill }, 12) +
      line('M148,236 Q186,250 196,322', { ...c, line: c.fill }, 12) +
      (c.back ? '' : dot(148, 238, 7, GOLD)),
  ),
  /** A heeled sandal: a sloping sole on a slim high heel, a toe strap and an ankle strap. */
  heel: sideView(
    (c) =>
      flat(
        'M96,200 Q124,196 162,232 L300,318 Q340,326 344,340 L338,348 L292,344 L150,262 Q116,232 100,226 Z',
        '#2a2522',
        '#2a2522',
      ) +
      flat('M100,222 L120,228 L116,356 L108,356 Z', '#2a2522', '#2a2522') +
      line('M262,304 Q292,262 324,322', { ...c, line: c.fill }, 14) +
      line('M98,206 Q100,150 150,168 Q148,200 132,226', { ...c, line: c.fill }, 9) +
      (c.back ? '' : dot(150, 170, 6, GOLD)),
  ),
  /** A shoulder bag: a short strap or a top handle, a flap and a clasp. */
  bag: (c) =>
    line(
      c.detail % 2 ? 'M112,200 Q200,-10 288,200' : 'M150,200 Q150,112 200,112 Q250,112 250,200',
      { ...c, line: darker(c) },
      12,
    ) +
    body(
      'M100,210 Q100,190 120,190 L280,190 Q300,190 300,210 L316,400 Q316,422 294,422 L106,422 Q84,422 84,400 Z',
      c,
    ) +
    (c.back
      ? line('M120,300 L280,300', c, 1.5, 'stroke-dasharray="5 4"')
      : body('M100,202 L300,202 L292,282 Q200,304 108,282 Z', c, c.light) +
        `<rect x="188" y="280" width="24" height="18" rx="3" fill="${GOLD}"/>`),
  /** A backpack: two shoulder straps (beside it in front, over it from the back), a top handle and a front pocket. */
  backpack: (c) =>
    line('M176,110 Q200,70 224,110', { ...c, line: darker(c) }, 9) +
    (c.back
      ? ''
      : line('M140,124 Q58,230 96,440', { ...c, line: darker(c) }, 18) +
        line('M260,124 Q342,230 304,440', { ...c, line: darker(c) }, 18)) +
    body(
      'M118,140 Q118,108 150,106 L250,106 Q282,108 282,140 L292,430 Q292,452 270,452 L130,452 Q108,452 108,430 Z',
      c,
    ) +
    (c.back
      ? body('M148,128 Q126,270 160,430 L184,430 Q154,270 174,128 Z', c, darker(c, 0.2)) +
        body('M252,128 Q274,270 240,430 L216,430 Q246,270 226,128 Z', c, darker(c, 0.2)) +
        line('M160,170 L240,170', c, 3)
      : line('M126,168 Q200,140 274,168', c, 2, 'stroke-dasharray="5 4"') +
        body('M134,290 L266,290 L272,420 Q272,434 258,434 L142,434 Q128,434 128,420 Z', c, c.light) +
        line('M140,306 L260,306', c, 2, 'stroke-dasharray="5 4"') +
        `<rect x="236" y="298" width="10" height="20" rx="2" fill="${GOLD}"/>`),
  /** A messenger bag: a wide body under a deep flap with two buckles, on a long strap. */
  messenger: (c) =>
    line('M92,206 Q200,-70 308,206', { ...c, line: darker(c) }, 11) +
    body('M80,200 L320,200 L320,400 Q320,412 308,412 L92,412 Q80,412 80,400 Z', c) +
    (c.back
      ? line('M96,240 L304,240', c, 2)
      : body('M74,194 L326,194 L326,336 Q200,356 74,336 Z', c, mix(c.fill, '#000', 0.1)) +
        [136, 248]
          .map(
            (x) =>
              `<rect x="${x}" y="300" width="16" height="70" rx="3" fill="${darker(c)}"/><rect x="${x - 4}" y="330" width="24" height="16" rx="2" fill="none" stroke="${GOLD}" stroke-width="4"/>`,
          )
          .join('')),
  /** A small crossbody bag on a long thin strap. */
  crossbody: (c) =>
    line('M148,262 L200,36 L252,262', { ...c, line: darker(c) }, 4) +
    body(
      'M140,270 Q140,256 154,256 L246,256 Q260,256 260,270 L264,382 Q264,394 252,394 L148,394 Q136,394 136,382 Z',
      c,
    ) +
    (c.back
      ? ''
      : body('M138,262 L262,262 L260,322 Q200,340 140,322 Z', c, c.light) + dot(200, 330, 7, GOLD)),
  /** A tote: a wide open top and two long handles. */
  tote: (c) =>
    line('M120,200 Q200,70 280,200', { ...c, line: darker(c, 0.45) }, 10) +
    body('M96,200 L304,200 L284,446 L116,446 Z', c) +
    line('M144,202 Q200,92 256,202', { ...c, line: darker(c) }, 10) +
    (c.back ? '' : `<rect x="170" y="300" width="60" height="34" rx="3" fill="${c.light}"/>`) +
    line('M100,214 L300,214', c, 2),
  /** A clutch: a flat envelope with a flap and a clasp, no strap. */
  clutch: (c) =>
    body('M76,220 L324,220 L324,332 Q324,344 312,344 L88,344 Q76,344 76,332 Z', c) +
    (c.back
      ? line('M90,282 L310,282', c, 1.5)
      : body('M76,222 L200,302 L324,222 Z', c, c.light) + dot(200, 296, 8, GOLD)),
  /** A bifold wallet: a small folded rectangle with stitched edges and card slots when open. */
  wallet: (c) =>
    body('M110,220 L290,220 L290,340 L110,340 Z', c) +
    line('M120,230 L280,230 L280,330 L120,330 Z', c, 1.5, 'stroke-dasharray="5 4"') +
    (c.back
      ? [250, 272, 294].map((y) => line(`M130,${y} L270,${y}`, c, 2.5)).join('')
      : line('M200,220 L200,340', c, 2) +
        `<rect x="222" y="266" width="40" height="26" rx="3" fill="${c.light}"/>`),
  /** A baseball cap: six-panel crown, a button on top and a stiff peak; from the back, the strap opening. */
  cap: sideView(
    (c) =>
      body('M100,310 Q100,180 205,175 Q305,180 310,310 Z', c) +
      line('M205,177 Q176,240 170,310', c, 2) +
      line('M205,177 Q234,240 240,310', c, 2) +
      dot(205, 176, 7, c.line) +
      (c.back
        ? flat('M150,310 Q200,250 250,310 Z', '#f2efe8', c.line) + line('M150,300 L250,300', c, 5)
        : body('M296,300 Q372,298 392,330 Q350,346 292,320 Z', c, darker(c, 0.12))),
  ),
  /** A bucket hat: a soft crown and a brim sloping down all round. */
  bucket: (c) =>
    body('M60,330 Q200,286 340,330 L356,352 Q200,382 44,352 Z', c, darker(c, 0.1)) +
    body('M132,318 L150,236 Q160,212 200,210 Q240,212 250,236 L268,318 Q200,334 132,318 Z', c) +
    line('M140,292 Q200,306 260,292', c, 2.5) +
    line('M72,340 Q200,306 328,340', c, 1.5, 'stroke-dasharray="5 4"') +
    line('M60,348 Q200,318 340,348', c, 1.5, 'stroke-dasharray="5 4"') +
    (c.back ? label(200, 270) : dot(166, 262, 4, c.line) + dot(234, 262, 4, c.line)),
  beanie: (c) =>
    body('M110,330 Q110,168 200,162 Q290,168 290,330 Z', c) +
    body('M104,292 L296,292 L296,350 L104,350 Z', c, mix(c.fill, '#000', 0.08)) +
    ribs(114, 290, 298, 344, c, 16) +
    dot(200, 158, 22, c.light) +
    (c.back ? '' : `<rect x="182" y="306" width="36" height="22" rx="2" fill="${c.light}"/>`),
  belt: (c) =>
    c.back
      ? body('M40,234 L330,234 Q362,250 330,266 L40,266 Z', c, mix(c.fill, '#fff', 0.25)) +
        line('M50,240 L330,240', c, 1.2, 'stroke-dasharray="5 4"') +
        line('M50,260 L330,260', c, 1.2, 'stroke-dasharray="5 4"')
      : body('M40,234 L330,234 Q362,250 330,266 L40,266 Z', c) +
        `<rect x="62" y="222" width="46" height="56" rx="6" fill="none" stroke="${GOLD}" stroke-width="7"/>` +
        [220, 250, 280, 310].map((x) => dot(x, 250, 4, c.line)).join('') +
        line('M120,240 L320,240', c, 1.2, 'stroke-dasharray="5 4"'),
  scarf: sideView(
    (c) =>
      body('M118,92 Q200,150 282,92 L286,132 Q200,200 114,132 Z', c) +
      body('M166,150 L206,160 L214,430 L168,430 Z', c) +
      body('M214,156 L252,140 L266,402 L224,408 Z', c, mix(c.fill, '#000', 0.1)) +
      [172, 184, 196, 208, 228, 240, 252, 262]
        .map((x, i) => line(`M${x},${i < 4 ? 430 : 405} L${x},${i < 4 ? 446 : 421}`, c, 2))
        .join(''),
  ),
};
