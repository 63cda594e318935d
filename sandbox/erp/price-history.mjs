// @ts-check
// Sixty days of observed prices for a few reduced sandbox items, written into the shop's own store
// by scripts/seed-price-history.mjs (the ERP itself knows today's price only). Each scenario is a
// reduction whose ERP "original price" misstates the prior price the law asks for (98/6/EC Art.
// 6a); sandbox/README.md lists them and tests/unit/prices/seeded-history.test.ts checks the rule
// over them.

import Database from 'better-sqlite3';

/** @typedef {{ position: number, priceCents: number, saleCents: number }} ReducedItem */
/** @typedef {{ productId: number, day: string, cents: number }} Observation */

/** Cents of any price form the sandbox writes (59.9, "59,90", "€59,90", {$price: "59,90"}). @param {unknown} value */
export function sandboxCents(value) {
  const raw = value !== null && typeof value === 'object' && '$price' in value ? value.$price : value;
  const n = Number(
    String(raw ?? '')
      .replace(/[^\d,.]/g, '')
      .replace(',', '.'),
  );
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** @param {string} day @param {number} days */
const addDays = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A price between two, on 10 cents. @param {number} low @param {number} high */
const between = (low, high) => Math.round((low + high) / 20) * 10;

export const SCENARIOS = /** @type {const} */ ([
  'raised-before-reduction',
  'deepened-in-two-steps',
  'reduction-older-than-30-days',
  'gap-in-observations',
  'history-shorter-than-30-days',
]);

/**
 * One scenario's observations (days -60 … -1 before `today`; today is the shop's own to record).
 * P is the ERP's regular price, S today's sale price, M a price between them.
 * @param {(typeof SCENARIOS)[number]} scenario @param {ReducedItem} item @param {string} today
 * @returns {Observation[]}
 */
export function scenarioHistory(scenario, item, today) {
  const { priceCents: P, saleCents: S } = item;
  const M = between(S, P);
  /** @param {number} from @param {number} to @param {number} cents */
  const days = (from, to, cents) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({
      productId: item.position,
      day: addDays(today, from + i),
      cents,
    }));
  switch (scenario) {
    case 'raised-before-reduction': // M for weeks, raised to P 14 days ago, "reduced" to S today: prior M
      return [...days(-60, -15, M), ...days(-14, -1, P)];
    case 'deepened-in-two-steps': // P, then M for a week, S for the last 3 days: prior M (the last step's)
      return [...days(-60, -11, P), ...days(-10, -4, M), ...days(-3, -1, S)];
    case 'reduction-older-than-30-days': // S for 45 days: prior P, not S (the 30 days before the reduction)
      return [...days(-60, -46, P), ...days(-45, -1, S)];
    case 'gap-in-observations': // M, then nothing read for 20 days, then P: M held into the window: prior M
      return [...days(-60, -40, M), ...days(-19, -1, P)];
    case 'history-shorter-than-30-days': // only 10 days known: the ERP's regular price stands in, P
      return days(-10, -1, P);
  }
}

/**
 * The scenarios over the first reduced items (a web price below the regular one), in position
 * order: the same items for the same sandbox seed.
 * @param {ReducedItem[]} reduced @param {string} today
 * @returns {{ scenario: (typeof SCENARIOS)[number], item: ReducedItem, rows: Observation[] }[]}
 */
export function seededHistory(reduced, today) {
  return SCENARIOS.flatMap((scenario, i) => {
    const item = reduced[i];
    return item ? [{ scenario, item, rows: scenarioHistory(scenario, item, today) }] : [];
  });
}

/**
 * The reduced items of the sandbox's item rows, as the scenarios need them: a sale price clearly
 * below the regular one, so a price between them exists.
 * @param {{ position: number, data: Record<string, unknown> }[]} rows
 * @returns {ReducedItem[]}
 */
export function reducedItems(rows) {
  return rows
    .map(({ position, data }) => ({
      position,
      priceCents: sandboxCents(data.price),
      saleCents: Number(data.discount) > 0 ? sandboxCents(data.webprice) : 0,
    }))
    .filter((i) => i.saleCents > 0 && i.saleCents + 100 < i.priceCents)
    .sort((a, b) => a.position - b.position);
}

/** The reduced items of a sandbox ERP's database file (read-only). @param {string} erpFile */
export function readReducedItems(erpFile) {
  const erp = new Database(erpFile, { readonly: true });
  try {
    const rows = /** @type {{ position: number, data: string }[]} */ (
      erp
        .prepare("SELECT position, data FROM records WHERE system = 'pos' AND file = 'item' AND hidden = 0")
        .all()
    );
    return reducedItems(rows.map((r) => ({ position: r.position, data: JSON.parse(r.data) })));
  } finally {
    erp.close();
  }
}
