// @ts-check
// Drawing primitives for the garment pictures: colours, outlined and shaded bodies, seams, patterns.
// Every shape draws in a 400×500 box; a scene defines the gradient `#shade` once (SHADE_DEF).

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
export const isDark = (hex) => luma(hex) < 90;

export const SHADE_DEF = `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/>
<stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`;

/**
 * How a garment is painted. `pattern` names a print drawn over every body (stripes, checks, dots).
 * @typedef {{fill: string, line: string, light: string, detail: number, back: boolean, pattern: Pattern | null}} Paint
 * @typedef {'stripes' | 'checks' | 'dots'} Pattern
 */

/** The print's tile, in the garment's darker line colour. @param {Pattern} p @param {string} colour */
const patternDef = (p, colour) =>
  `<pattern id="print-${p}" width="24" height="24" patternUnits="userSpaceOnUse">${
    p === 'stripes'
      ? `<rect width="24" height="8" fill="${colour}" opacity=".55"/>`
      : p === 'checks'
        ? `<rect width="12" height="24" fill="${colour}" opacity=".35"/><rect width="24" height="12" fill="${colour}" opacity=".35"/>`
        : `<circle cx="6" cy="6" r="3.5" fill="${colour}" opacity=".6"/><circle cx="18" cy="18" r="3.5" fill="${colour}" opacity=".6"/>`
  }</pattern>`;

/** The defs a paint's print needs ('' without one). @param {Paint} c */
export const printDefs = (c) => (c.pattern ? `<defs>${patternDef(c.pattern, c.line)}</defs>` : '');

/** An outlined, shaded (and printed) body. @param {string} d @param {Paint} c @param {string} [fill] */
export const body = (d, c, fill = c.fill) =>
  `<path d="${d}" fill="${fill}" stroke="${c.line}" stroke-width="3" stroke-linejoin="round"/>` +
  (c.pattern && fill === c.fill ? `<path d="${d}" fill="url(#print-${c.pattern})"/>` : '') +
  `<path d="${d}" fill="url(#shade)"/>`;
/** A plain outlined shape without shading or print (trims, soles, hardware). @param {string} d @param {string} fill @param {string} stroke */
export const flat = (d, fill, stroke) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`;
/** @param {string} d @param {Paint} c @param {number} [w] @param {string} [extra] */
export const line = (d, c, w = 2.5, extra = '') =>
  `<path d="${d}" fill="none" stroke="${c.line}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
/** Contrast stitching, as on jeans. @param {string} d @param {Paint} c */
export const stitch = (d, c) => line(d, { ...c, line: '#d9a441' }, 2, 'stroke-dasharray="6 5"');
/** @param {number} x @param {number} y @param {number} r @param {string} fill */
export const dot = (x, y, r, fill) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
/** Evenly spaced vertical ribs between x0 and x1. @param {number} x0 @param {number} x1 @param {number} y0 @param {number} y1 @param {Paint} c @param {number} [step] */
export const ribs = (x0, x1, y0, y1, c, step = 12) =>
  Array.from({ length: Math.floor((x1 - x0) / step) + 1 }, (_, i) =>
    line(`M${x0 + i * step},${y0} L${x0 + i * step},${y1}`, c, 1.3),
  ).join('');
/** Buttons down a line. @param {number} x @param {number[]} ys @param {Paint} c @param {number} [r] */
export const buttons = (x, ys, c, r = 4) => ys.map((y) => dot(x, y, r, c.line)).join('');
/** The care label sewn inside a back neck or waist, which only the back view shows. @param {number} x @param {number} y */
export const label = (x, y) =>
  `<rect x="${x - 14}" y="${y}" width="28" height="16" rx="2" fill="#f7f5ef" stroke="#9a948a" stroke-width="1.5"/>`;
/** Mirrors a fragment left to right in the 400-wide box (the back of a side view). @param {string} svg */
export const mirrored = (svg) => `<g transform="translate(400 0) scale(-1 1)">${svg}</g>`;
