// @ts-check
// The stores write `?` placeholders (SQLite's); PostgreSQL numbers them. Plain JavaScript so the
// operator scripts (bare Node) run a store's statement exactly as server/store/pg.ts does.

/** `?` placeholders as PostgreSQL's numbered ones. The stores' SQL holds no `?` in literals. @param {string} text */
export const numbered = (text) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};
