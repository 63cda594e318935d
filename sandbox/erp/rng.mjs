// @ts-check
// A small seeded PRNG (mulberry32) with the helpers the seed generator needs.
// Never use Math.random in the generator: the same seed must give the same catalogue.

/** @param {number} seed */
export function createRng(seed) {
  let a = seed >>> 0;
  /** @returns {number} a float in [0, 1) */
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** integer in [min, max] */
    int: (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1)),
    /** @param {number} p */
    chance: (p) => next() < p,
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => list[Math.floor(next() * list.length)],
    /**
     * Picks by weight.
     * @template T @param {readonly (readonly [T, number])[]} pairs @returns {T}
     */
    weighted(pairs) {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of pairs) if ((r -= w) < 0) return v;
      return pairs[pairs.length - 1][0];
    },
    /** k distinct elements, in list order. @template T @param {readonly T[]} list @param {number} k @returns {T[]} */
    sample(list, k) {
      const idx = list.map((_, i) => i);
      for (let i = idx.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [idx[i], idx[j]] = [idx[j], idx[i]];
      }
      return idx
        .slice(0, Math.min(k, list.length))
        .sort((x, y) => x - y)
        .map((i) => list[i]);
    },
  };
}

/** @typedef {ReturnType<typeof createRng>} Rng */
