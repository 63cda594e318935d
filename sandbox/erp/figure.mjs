// @ts-check
// The flat-lay measures tops are drawn from, so a shirt, a knit and a hoodie come out at the length
// a shop's size chart gives them (a men's M: chest 52-58 cm, length 62-78 cm from the shoulder) and
// a cropped jacket ends at the waist. Lengths are in cm from the high point of the shoulder.

/** Box units per cm: a 58 cm wide hoodie fills about three fifths of the 400-wide box. */
export const CM = 4;
/** Where the back neck sits in the box. */
export const NECK_Y = 70;
/** The wearer's natural waist, 45 cm below the shoulder: a cropped jacket ends at or above it. */
export const WAIST_Y = NECK_Y + 45 * CM;
/** Every top's underarm, 23 cm below the shoulder, whatever its length. */
const ARMPIT_Y = NECK_Y + 23 * CM;

/**
 * A top's measures in cm: half the shoulder and half the chest (the flat width), the neck's half
 * width, body length, sleeve length and its angle out from the body (degrees), the cuff's width,
 * and how much higher a shirt's tail is at the sides than at the middle.
 * @typedef {{shoulder: number, chest: number, neck?: number, length: number, sleeve: number, angle: number, cuff: number, tail?: number}} TopMeasure
 * @typedef {[number, number]} Point
 * @typedef {{d: string, hem: number, half: number, cuffs: [Point, Point][], along: Point[], pits: Point[]}} TopShape
 */

/** @param {number} n */
const r = (n) => Math.round(n * 10) / 10;
/** @param {Point} p */
const pt = ([x, y]) => `${r(x)},${r(y)}`;
/** Mirrors a point of the left half to the right. @param {Point} p @returns {Point} */
const right = ([x, y]) => [400 - x, y];

/**
 * The outline of a flat-laid top: a back neck, sloping shoulders, sleeves hanging out at their
 * angle, straight sides to the hem. `cuffs` are each sleeve's end (outer, inner) and `along` the
 * sleeve's direction per side, for drawing cuffs and seams on them.
 * @param {TopMeasure} m @returns {TopShape}
 */
export function topShape(m) {
  const neck = (m.neck ?? 9) * CM;
  const shoulder = /** @type {Point} */ ([200 - m.shoulder * CM, NECK_Y + 3 * CM]);
  const a = (m.angle * Math.PI) / 180;
  /** @type {Point} */
  const along = [-Math.sin(a), Math.cos(a)];
  const length = m.sleeve * CM;
  /** @type {Point} */
  const outer = [shoulder[0] + along[0] * length, shoulder[1] + along[1] * length];
  /** @type {Point} */
  const inner = [outer[0] + Math.cos(a) * m.cuff * CM, outer[1] + Math.sin(a) * m.cuff * CM];
  const half = m.chest * CM;
  /** @type {Point} */
  const pit = [200 - half, ARMPIT_Y];
  const hem = NECK_Y + m.length * CM;
  const tail = (m.tail ?? 0) * CM;
  /** @type {Point} */
  const foot = [200 - half, hem - tail];
  const d =
    `M${200 - neck},${NECK_Y} Q200,${NECK_Y + 12} ${200 + neck},${NECK_Y} ` +
    [shoulder, outer, inner, pit, foot].map((p) => `L${pt(right(p))}`).join(' ') +
    (tail ? ` Q200,${hem + tail} ` : ' L') +
    [foot, pit, inner, outer, shoulder].map((p) => pt(p)).join(' L') +
    ' Z';
  return {
    d,
    hem,
    half,
    cuffs: [
      [outer, inner],
      [right(outer), right(inner)],
    ],
    along: [along, [-along[0], along[1]]],
    pits: [pit, right(pit)],
  };
}

/**
 * Where a line across sleeve k, `depth` units up from its end, meets the sleeve's outer edge and its
 * underarm seam (which runs from the cuff to the armpit, not parallel to the outer edge).
 * @param {TopShape} s @param {number} k @param {number} depth @returns {[Point, Point]}
 */
function across(s, k, depth) {
  const [o, i] = s.cuffs[k];
  const [dx, dy] = s.along[k];
  /** @type {Point} */
  const p = [o[0] - dx * depth, o[1] - dy * depth];
  const n = [i[0] - o[0], i[1] - o[1]];
  const e = [s.pits[k][0] - i[0], s.pits[k][1] - i[1]];
  // p + t·n = i + u·e, solved for t.
  const det = n[0] * -e[1] + e[0] * n[1];
  const t = ((i[0] - p[0]) * -e[1] + e[0] * (i[1] - p[1])) / det;
  return [p, [p[0] + n[0] * t, p[1] + n[1] * t]];
}

/** A band over each sleeve's end, `depth` units up the sleeve (a knit's rib, a shirt's cuff). @param {TopShape} s @param {number} depth @returns {string[]} one path per sleeve */
export const cuffBands = (s, depth) =>
  s.cuffs.map(([o, i], k) => {
    const [p, q] = across(s, k, depth);
    return `M${pt(o)} L${pt(i)} L${pt(q)} L${pt(p)} Z`;
  });

/** Lines across both sleeves at each of `depths` units up from their ends (a puffer's quilting). @param {TopShape} s @param {number[]} depths @returns {string[]} */
export const sleeveSeams = (s, depths) =>
  [0, 1].flatMap((k) =>
    depths.map((depth) => {
      const [p, q] = across(s, k, depth);
      return `M${pt(p)} L${pt(q)}`;
    }),
  );

/** A line across the body at y, side seam to side seam. @param {TopShape} s @param {number} y @param {number} [inset] */
export const acrossBody = (s, y, inset = 0) =>
  `M${r(200 - s.half + inset)},${r(y)} L${r(200 + s.half - inset)},${r(y)}`;
