// Draws the five local Instagram images (public/instagram/fallback-N.jpg) the home page shows
// when no Instagram token is configured or the feed fails. No network: garments from the sandbox's
// drawings on flat scenes. Run once after changing the drawings; the output is committed.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { garment, mix, SHADE_DEF } from '../sandbox/erp/garments.mjs';

/** Background, accent circle, and garments as [kind, colour, x, y, scale] in a 400×400 square. */
const SCENES = [
  [
    '#efe6da',
    '#c98b5a',
    [
      ['sweater', '#b5542c', 20, 40, 0.5],
      ['sweater', '#d9b36c', 190, 90, 0.48],
    ],
  ],
  [
    '#e9edf2',
    '#8fb3d9',
    [
      ['jacket', '#3d5a80', 30, 20, 0.55],
      ['shoe', '#f4f4f0', 230, 250, 0.38],
    ],
  ],
  ['#f4efe6', '#e8a5b5', [['dress', '#d95d6a', 110, 10, 0.62]]],
  [
    '#e6f0ee',
    '#e9c84a',
    [
      ['cap', '#1f2a44', 30, 60, 0.42],
      ['bag', '#d8c7a7', 180, 120, 0.55],
    ],
  ],
  [
    '#ecebe8',
    '#1f1f1f',
    [
      ['shirt', '#f4f4f0', 8, 60, 0.36],
      ['shirt', '#8fb3d9', 132, 60, 0.36],
      ['shirt', '#5c6139', 256, 60, 0.36],
    ],
  ],
];

mkdirSync('public/instagram', { recursive: true });
for (const [i, [bg, accent, items]] of SCENES.entries()) {
  const placed = items
    .map(
      ([kind, hex, x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})">${garment(kind, hex)}</g>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="1280" viewBox="0 0 400 400"><defs>${SHADE_DEF}</defs>
    <rect width="400" height="400" fill="${bg}"/><circle cx="310" cy="90" r="120" fill="${mix(accent, bg, 0.55)}" opacity=".55"/>
    <rect y="330" width="400" height="70" fill="${mix(bg, '#000', 0.06)}"/>${placed}</svg>`;
  const out = `public/instagram/fallback-${i + 1}.jpg`;
  const info = await sharp(Buffer.from(svg))
    .resize(640, 640)
    .jpeg({ quality: 76, progressive: true, mozjpeg: true })
    .toFile(out);
  console.log(out, info.size, 'bytes');
}
