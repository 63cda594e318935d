// Products for the search benchmark, straight from the sandbox's generator (the same names,
// codes, collections and colours the seed writes, with SEED_ITEMS items) without a database:
// the seed runs against a stand-in that keeps the item and item-colour rows.
import { COLORS } from '../sandbox/erp/content.mjs';
import { seedDatabase } from '../sandbox/erp/seed.mjs';

const LABEL = new Map(COLORS.map(([, name, webname]) => [name, webname]));

/** @param {number} items @returns {{id: number, name: string, code: string, collection: string, colours: {label: string, name: string}[]}[]} */
export function generateProducts(items) {
  /** @type {Map<number, any>} */
  const rows = new Map();
  const db = {
    reset() {},
    transaction: (/** @type {() => void} */ fn) => fn(),
    insert(/** @type {string} */ _system, /** @type {string} */ file, /** @type {any} */ row) {
      if (file === 'item')
        rows.set(row.$$record, {
          id: row.$$record,
          name: row.name,
          code: row.code,
          collection: row.collection,
          colours: [],
        });
      if (file === 'itemcolor')
        rows.get(row.$item)?.colours.push({ name: row.color, label: LABEL.get(row.color) ?? row.color });
    },
    setAttachments() {},
    setStock() {},
    setMeta() {},
    finishSeed() {},
  };
  seedDatabase(/** @type {any} */ (db), { items, seed: 42 });
  return [...rows.values()];
}
