// The speed report's budgets (issue 14): each is a ratio or a margin over the floor app measured in
// the same run, so the drift of a shared machine cancels out. Pure: figures in, verdicts out.

export const KIB = 1024;
/** Pages whose JavaScript may carry forms and session code: the larger allowance. */
export const PERSONAL_PAGES = new Set(['account', 'checkout']);

/**
 * @typedef {{ jsGz: number, cssGz: number, htmlGz: number, cards: number }} Bytes
 * @typedef {{ score: number, lcpMs: number, fcpMs: number, tbtMs: number, cls: number }} Lh
 * @typedef {{ page: string, figure: string, value: number, limit: number, op: '≤' | '≥' | '=', unit: string, ok: boolean }} Check
 */

/** @returns {Check} */
function check(page, figure, value, op, limit, unit) {
  const ok = op === '≤' ? value <= limit : op === '≥' ? value >= limit : value === limit;
  return { page, figure, value, limit, op, unit, ok };
}

/**
 * A page's checks against the floor's figures.
 * @param {string} page key (home, listing, …)
 * @param {{ bytes: Bytes, lighthouse?: Lh }} shop
 * @param {{ bytes: Bytes, htmlGzFor: (cards: number) => number, lighthouse?: Lh }} floor
 * @returns {Check[]}
 */
export function pageChecks(page, shop, floor) {
  // A Greek page (key home-el, …) has its English page's allowance.
  const jsAllowance = (PERSONAL_PAGES.has(page.replace(/-el$/, '')) ? 60 : 16) * KIB;
  const out = [
    check(page, 'JS gz', shop.bytes.jsGz, '≤', floor.bytes.jsGz + jsAllowance, 'bytes'),
    check(
      page,
      'HTML gz',
      shop.bytes.htmlGz,
      '≤',
      Math.floor(1.2 * floor.htmlGzFor(shop.bytes.cards)),
      'bytes',
    ),
  ];
  const lh = shop.lighthouse;
  const flh = floor.lighthouse;
  if (lh && flh)
    out.push(
      check(page, 'Lighthouse score', lh.score, '≥', 95, 'points'),
      check(page, 'LCP', lh.lcpMs, '≤', Math.round(1.1 * flh.lcpMs), 'ms'),
      check(page, 'TBT', lh.tbtMs, '≤', flh.tbtMs + 30, 'ms'),
      check(page, 'CLS', lh.cls, '=', 0, ''),
    );
  return out;
}

/** A catalogue page rendered per request costs at most 1.25 × the floor's dynamic route (issue 28). */
export const RENDER_COST_LIMIT = 1.25;

/** Home rendered per request: at least the floor's dynamic throughput ÷ RENDER_COST_LIMIT. */
export const renderCheck = (shopReqPerSec, floorReqPerSec) =>
  check(
    'home (rendered per request)',
    'throughput',
    shopReqPerSec,
    '≥',
    Math.round(floorReqPerSec / RENDER_COST_LIMIT),
    'req/s',
  );

/** Search at 50,000 items: p99 within 5 ms. */
export const searchCheck = (p99Ms) => check('search engine, 50,000 items', 'p99', p99Ms, '≤', 5, 'ms');
