// @ts-check
// $TableImage bytes: SVG scenes rasterised with sharp on first request, cached under <data dir>/images.
// Product photos are 800×1000 (4:5), type tiles 800×1000, carousel slides 1600×700 (16:7).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CAROUSEL } from './content.mjs';
import { SHADE_DEF, garment, kindOf, luma, middleOf, mix, patternOf } from './garments.mjs';

/** Bumped whenever a drawing changes, so caches of older pictures are not served. */
const DRAWING = 'v3';

const FORMATS = /** @type {Record<string, 'jpeg' | 'webp' | 'png'>} */ ({
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  png: 'png',
});

/** @param {number} w @param {number} h @param {string} defs @param {string} content */
const svg = (w, h, defs, content) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w * 2}" height="${h * 2}" viewBox="0 0 ${w} ${h}"><defs>${SHADE_DEF}${defs}</defs>${content}</svg>`;
/** @param {string} id @param {string} a @param {string} b @param {string} [dir] */
const gradient = (id, a, b, dir = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
/** A garment placed at x,y at a scale. @param {[string, string, number, number, number]} g */
const place = ([kind, hex, x, y, s]) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${garment(kind, hex, { detail: 0 })}</g>`;

/** Where the detail photo looks closely: the collar, the waistband and pockets, the vamp, the clasp… @type {Record<string, [number, number]>} */
const FOCUS = {
  jeans: [190, 130],
  skinnyjeans: [190, 130],
  widejeans: [190, 130],
  trousers: [200, 120],
  cargo: [160, 280],
  joggers: [200, 420],
  shorts: [200, 160],
  swimshorts: [200, 190],
  skirt: [200, 150],
  miniskirt: [200, 150],
  pleatedskirt: [200, 300],
  shoe: [210, 280],
  loafer: [210, 290],
  chelsea: [140, 200],
  ankleboot: [170, 250],
  sandal: [200, 300],
  heel: [180, 250],
  bag: [200, 270],
  backpack: [200, 330],
  messenger: [150, 320],
  crossbody: [200, 310],
  tote: [200, 260],
  clutch: [200, 290],
  wallet: [220, 280],
  cap: [240, 270],
  bucket: [200, 300],
  beanie: [200, 300],
  belt: [110, 250],
  scarf: [210, 420],
  trench: [200, 250],
  coat: [200, 250],
  blazer: [200, 260],
  puffer: [200, 120],
  croppedpuffer: [200, 120],
  longpuffer: [200, 120],
  girlsdress: [200, 210],
  bomber: [200, 280],
};
const DETAIL_ZOOM = 2.4;

/**
 * A product photo: view 1 the front, 2 the back, 3 a close-up of a detail, so the gallery of one
 * colour shows three different pictures. @param {string} kind @param {string} hex @param {number} detail @param {number} view
 * @param {import('./draw.mjs').Pattern | null} [pattern]
 */
export function productSvg(kind, hex, detail, view, pattern = null) {
  const bg = luma(hex) > 215 ? '#e2dfd8' : ['#f4f2ee', '#eef0f2', '#f2ede7'][view - 1];
  const [fx, fy] = FOCUS[kind] ?? [200, 150];
  const middle = middleOf(kind);
  // The back is photographed a little turned and further away, the detail from close up.
  const pose = [
    `translate(200 245) scale(.9) translate(-200 ${-middle})`,
    `translate(200 262) rotate(5) scale(.82) translate(-200 ${-middle})`,
    `translate(200 250) scale(${DETAIL_ZOOM}) translate(${-fx} ${-fy})`,
  ][view - 1];
  return svg(
    400,
    500,
    `<radialGradient id="bg" cx=".5" cy=".38" r=".85"><stop offset="0" stop-color="${mix(bg, '#fff', 0.5)}"/><stop offset="1" stop-color="${bg}"/></radialGradient>`,
    `<rect width="400" height="500" fill="url(#bg)"/>` +
      (view === 3 ? '' : `<ellipse cx="200" cy="470" rx="135" ry="11" fill="#000" opacity=".07"/>`) +
      `<g transform="${pose}">${garment(kind, hex, { detail, back: view === 2, pattern })}</g>`,
  );
}

/** @type {Record<string, [string, string, [string, string, number, number, number][]][]>} background tones and garments per type group */
const TYPE_SCENES = {
  men: [
    [
      '#dfe6ee',
      '#b9c6d6',
      [
        ['jacket', '#1f2a44', 0, 10, 0.62],
        ['jeans', '#2e3b62', 170, 120, 0.58],
        ['shoe', '#f4f4f0', 10, 330, 0.42],
      ],
    ],
    [
      '#ece3d6',
      '#cdb89b',
      [
        ['tshirt', '#f4f4f0', 10, 20, 0.6],
        ['shorts', '#a39a6b', 180, 150, 0.55],
        ['cap', '#1f1f1f', 20, 320, 0.4],
      ],
    ],
  ],
  women: [
    [
      '#f1e2e0',
      '#d9b8b4',
      [
        ['dress', '#b3262e', 0, 10, 0.66],
        ['bag', '#b98a52', 200, 170, 0.48],
        ['shoe', '#1f1f1f', 20, 340, 0.4],
      ],
    ],
    [
      '#e6e4f0',
      '#bcb4d3',
      [
        ['shirt', '#f4f4f0', 0, 10, 0.6],
        ['skirt', '#b9a3d0', 180, 150, 0.55],
        ['bag', '#1f1f1f', 20, 320, 0.4],
      ],
    ],
  ],
  acc: [
    [
      '#efe8dc',
      '#d3c2a4',
      [
        ['bag', '#6b4430', 10, 20, 0.6],
        ['cap', '#1f2a44', 200, 160, 0.48],
        ['belt', '#1f1f1f', 30, 330, 0.55],
      ],
    ],
    [
      '#e2ece6',
      '#b4cdbf',
      [
        ['scarf', '#b3262e', 10, 10, 0.6],
        ['bag', '#d8c7a7', 190, 170, 0.5],
        ['beanie', '#5c6139', 20, 320, 0.42],
      ],
    ],
  ],
  kids: [
    [
      '#fbf0d6',
      '#f0d48f',
      [
        ['tshirt', '#e9c84a', 20, 30, 0.55],
        ['jeans', '#8fb3d9', 200, 120, 0.5],
        ['cap', '#b3262e', 30, 320, 0.38],
      ],
    ],
    [
      '#e0eef7',
      '#a7cbe8',
      [
        ['girlsdress', '#e8a5b5', 20, 20, 0.55],
        ['hoodie', '#2f6b4a', 200, 150, 0.5],
        ['shoe', '#f4f4f0', 30, 340, 0.38],
      ],
    ],
  ],
};

/** A type tile: a light composition of garments. @param {string} typeName @param {number} variant */
export function typeSvg(typeName, variant) {
  const group = /ACC/.test(typeName)
    ? 'acc'
    : /JUNIOR/.test(typeName)
      ? 'kids'
      : /DONNA/.test(typeName)
        ? 'women'
        : 'men';
  const [a, b, items] = TYPE_SCENES[group][variant % 2];
  return svg(
    400,
    500,
    gradient('bg', a, b),
    `<rect width="400" height="500" fill="url(#bg)"/><circle cx="300" cy="120" r="150" fill="#fff" opacity=".25"/>${items.map(place).join('')}`,
  );
}

/** @type {[string, string, number, number, number][][]} */
const SLIDE_ITEMS = [
  [
    ['tshirt', '#d8c7a7', 400, 40, 0.55],
    ['shorts', '#5c6139', 540, 90, 0.5],
    ['cap', '#f4f4f0', 660, 40, 0.3],
  ],
  [
    ['jacket', '#8fb3d9', 380, 30, 0.58],
    ['jeans', '#2e3b62', 520, 60, 0.55],
    ['shirt', '#f4f4f0', 630, 100, 0.4],
  ],
  [
    ['dress', '#b3262e', 400, 20, 0.6],
    ['bag', '#1f1f1f', 560, 120, 0.42],
    ['shoe', '#e8a5b5', 650, 200, 0.35],
  ],
];

/** A carousel slide: a soft gradient, space for text on the left, garments on the right. @param {number} record */
export function slideSvg(record) {
  const i = (Math.max(1, record) - 1) % SLIDE_ITEMS.length;
  const [a, b] = CAROUSEL[i % CAROUSEL.length][3];
  return svg(
    800,
    350,
    gradient('bg', mix(a, '#fff', 0.3), a, 'x1="0" y1="0" x2="1" y2="0"'),
    `<rect width="800" height="350" fill="url(#bg)"/><circle cx="590" cy="175" r="210" fill="${b}" opacity=".18"/>${SLIDE_ITEMS[i].map(place).join('')}`,
  );
}

/** @param {import('./db.mjs').ErpDb} db @param {string} dataDir */
export function createImageStore(db, dataDir) {
  const dir = path.join(dataDir, 'images');
  /** @type {Map<string, Promise<Buffer>>} */
  const pending = new Map();
  /** @param {string} file @param {string} format @param {() => string} makeSvg */
  async function cached(file, format, makeSvg) {
    const target = path.join(dir, file);
    const hit = await fs.readFile(target).catch(() => null);
    if (hit) return hit;
    let job = pending.get(file);
    if (!job) {
      job = (async () => {
        const img = sharp(Buffer.from(makeSvg()));
        const buf = await (
          format === 'webp'
            ? img.webp({ quality: 80 })
            : format === 'png'
              ? img.png()
              : img.jpeg({ quality: 80, mozjpeg: false })
        ).toBuffer();
        await fs.mkdir(dir, { recursive: true });
        const tmp = `${target}.${process.pid}.tmp`;
        await fs.writeFile(tmp, buf);
        await fs.rename(tmp, target);
        return buf;
      })().finally(() => pending.delete(file));
      pending.set(file, job);
    }
    return job;
  }
  /** @param {string} code @returns {string | undefined} */
  const hexOf = (code) =>
    /** @type {string | undefined} */ (
      db
        .stmt(
          `SELECT json_extract(data, '$.hex') FROM records WHERE system = 'pos' AND file = 'color' AND json_extract(data, '$.code') = ?`,
        )
        .pluck()
        .get(code)
    );

  return {
    /**
     * The image of one attachment, or null when the name is not an image.
     * @param {string} file @param {Record<string, any>} row @param {string} name @returns {Promise<{body: Buffer, type: string} | null>}
     */
    async render(file, row, name) {
      const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1].toLowerCase() ?? '';
      const format = FORMATS[ext];
      if (!format) return null;
      const out = (/** @type {Buffer} */ body) => ({ body, type: `image/${format}` });
      if (file === 'type')
        return out(
          await cached(`type-${row.$$record}-${/_b\./.test(name) ? 1 : 0}.${ext}`, format, () =>
            typeSvg(String(row.name), /_b\./.test(name) ? 1 : 0),
          ),
        );
      if (file === 'carousel')
        return out(await cached(`slide-${row.$$record}.${ext}`, format, () => slideSvg(row.$$record)));
      const m = /_([A-Za-z0-9]+)_(\d+)\.[a-z0-9]+$/i.exec(name);
      const hex =
        (m && hexOf(m[1].toUpperCase())) ?? ['#6b4430', '#1f1f1f', '#b98a52', '#1f2a44'][row.$$record % 4];
      const title = String(row.name ?? '');
      const kind = kindOf(title);
      const pattern = patternOf(title);
      const detail = row.$$record % 4;
      const view = m ? ((Number(m[2]) - 1) % 3) + 1 : 1;
      // The drawing version in the name keeps pictures cached by an older drawing from being served.
      return out(
        await cached(
          `item-${DRAWING}-${kind}-${pattern ?? 'plain'}-${detail}-${hex.slice(1)}-${view}.${ext}`,
          format,
          () => productSvg(kind, hex, detail, view, pattern),
        ),
      );
    },
  };
}
