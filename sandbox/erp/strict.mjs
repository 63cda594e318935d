// @ts-check
// The strict sandbox ERP: answers in the least agreeable reading of each open question the shop's
// adapter must survive (docs/erp-contract.md, "Open questions and the readings the adapter
// accepts"). The stored rows never change; answers are rewritten on their way out, so the default
// sandbox and the strict one serve the same data. One switch per behaviour, all off by default;
// `startErpSandbox({strict: true})` or SANDBOX_ERP_STRICT=1 turns every one on.
//
// This is the one place the sandbox keeps its strict switches: a new strict behaviour (a write
// one too) is a key of STRICT_OFF, documented beside the others, read where it acts through the
// `StrictSwitches` object that server.mjs hands to the handlers.
import { withDefaults } from './faults.mjs';
import { comma } from './items.mjs';

/**
 * @typedef {{
 *   recordKeys: boolean,
 *   listedRecords: boolean,
 *   stringIds: boolean,
 *   commaDecimals: boolean,
 *   reportColumns: boolean,
 *   collectedRecord: boolean,
 *   blankOrderAck: boolean,
 *   bookRepeats: boolean,
 *   erpSizeLabels: boolean,
 * }} StrictSwitches
 * - recordKeys: a row's own number only as `$$record` on RECORD_ONLY_FILES, only as `$$position` on the rest
 * - listedRecords: a single-record read ($TableRead, $PosFindVoucher) answers a one-element list
 * - stringIds: record numbers, `$link` numbers and a write's `{"record"}` as digit strings ("17")
 * - commaDecimals: money, discounts and quantities (rows and $PosGetStock) as comma text ("30,00")
 * - reportColumns: `trans`'s computed `_` columns only when `report` is given and `report_fields` names them
 * - collectedRecord: $PosFindVoucher's `$collected` is the record of the order that used the voucher
 *   (null when unused, `collected` its reference) and the voucher's value moves to `value`
 * - blankOrderAck: a $PosProcessWeb that booked the order answers a blank body, no record number
 * - bookRepeats: a repeated `orderid` is booked again, as a second order (no de-duplication)
 * - erpSizeLabels: an order line's colour and size must be the ERP's own, as $PosGetStock spells
 *   them ('Small', '2-3Y'); the shop's display labels ('S', '2-3') are refused
 */

/** @type {Readonly<StrictSwitches>} */
export const STRICT_OFF = Object.freeze({
  recordKeys: false,
  listedRecords: false,
  stringIds: false,
  commaDecimals: false,
  reportColumns: false,
  collectedRecord: false,
  blankOrderAck: false,
  bookRepeats: false,
  erpSizeLabels: false,
});

const STRICT_ALL = /** @type {StrictSwitches} */ (
  Object.fromEntries(Object.keys(STRICT_OFF).map((k) => [k, true]))
);

/** @param {unknown} v @param {string} where @returns {StrictSwitches} */
function validSwitches(v, where) {
  const r = withDefaults(v, STRICT_OFF);
  if ('error' in r) throw new Error(`${where}: ${r.error}`);
  if (!Object.values(r.settings).every((s) => typeof s === 'boolean'))
    throw new Error(`${where}: every strict switch is true or false`);
  return /** @type {StrictSwitches} */ (r.settings);
}

/**
 * The strict switches: the `strict` option of startErpSandbox (true, false or some switches),
 * else SANDBOX_ERP_STRICT: `1`, `true` or `all` for every switch, or a comma list of their names.
 * @param {boolean | Partial<StrictSwitches> | undefined} option @param {NodeJS.ProcessEnv} env
 * @returns {StrictSwitches}
 */
export function strictSwitches(option, env) {
  if (option !== undefined)
    return typeof option === 'boolean' ? (option ? STRICT_ALL : STRICT_OFF) : validSwitches(option, 'strict');
  const value = (env.SANDBOX_ERP_STRICT ?? '').trim();
  if (['', '0', 'false'].includes(value)) return STRICT_OFF;
  if (['1', 'true', 'all'].includes(value)) return STRICT_ALL;
  const names = value.split(',').map((name) => name.trim());
  return validSwitches(Object.fromEntries(names.map((name) => [name, true])), 'SANDBOX_ERP_STRICT');
}

/** Files whose rows carry only `$$record` under recordKeys; every other file only `$$position`. */
const RECORD_ONLY_FILES = new Set([
  'item',
  'category',
  'carousel',
  'people',
  'trans',
  'deliverymethod',
  'voucher',
]);
/** Row keys that hold money, a discount or a quantity. */
const DECIMAL_KEYS = new Set([
  'price',
  'webprice',
  'discount',
  '_total',
  'total',
  '_voucher_discount',
  'quantity',
  'value',
]);
/** Files whose computed columns come only through a report (the spec names one for trans). */
const REPORT_FILES = new Set(['trans']);
const SINGLE_RECORD_OPS = new Set(['$TableRead', '$PosFindVoucher']);
const WRITE_OPS = new Set([
  '$TableInsert',
  '$TableModify',
  '$TableErase',
  '$TableSoftErase',
  '$PosProcessWeb',
]);

/** @typedef {Record<string, any>} Row */

/** An answer with no body at all. */
const BLANK = Symbol('blank');

/** @param {unknown} v */
const decimal = (v) => (typeof v === 'number' ? comma(v) : v);
/** @param {unknown} v */
const digits = (v) => (Number.isInteger(v) ? String(v) : v);

/** @param {Row} row @param {(key: string, value: unknown) => unknown} f @returns {Row} */
const mapValues = (row, f) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, f(k, v)]));

/**
 * The row rewrites, in order (the voucher's stored row is read before the ids change form).
 * @param {import('./db.mjs').ErpDb} db
 * @returns {[keyof StrictSwitches, (row: Row, file: string, p: URLSearchParams) => Row][]}
 */
const rowSteps = (db) => [
  [
    'collectedRecord',
    (row, file) => {
      if (file !== 'voucher' || !('$collected' in row)) return row;
      const stored = db.read('pos', 'voucher', row.$$position);
      const { $collected, ...rest } = row;
      return {
        ...rest,
        $collected: stored?.$trans ?? null,
        collected: stored?.trans ?? null,
        value: $collected,
      };
    },
  ],
  [
    'reportColumns',
    (row, file, p) => {
      if (!REPORT_FILES.has(file)) return row;
      const asked = p.get('report')?.trim() ? (p.get('report_fields') ?? '').split(/[\s,]+/) : [];
      return Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('_') || asked.includes(k)));
    },
  ],
  ['commaDecimals', (row) => mapValues(row, (k, v) => (DECIMAL_KEYS.has(k) ? decimal(v) : v))],
  [
    'recordKeys',
    (row, file) => {
      const { $$position, $$record, ...rest } = row;
      const id = $$position ?? $$record;
      return RECORD_ONLY_FILES.has(file) ? { $$record: id, ...rest } : { $$position: id, ...rest };
    },
  ],
  ['stringIds', (row) => mapValues(row, (k, v) => (k.startsWith('$') ? digits(v) : v))],
];

/**
 * The answer rewriter for these switches: `(op, params, answer) → answer`. Error answers, bodies
 * that are not JSON and operations without rows pass unchanged.
 * @param {StrictSwitches} switches @param {import('./db.mjs').ErpDb} db
 */
export function createStrict(switches, db) {
  // The default sandbox answers as it is: no answer is parsed again.
  const on = Object.values(switches).some(Boolean);
  const steps = rowSteps(db).filter(([name]) => switches[name]);
  /** @param {Row} row @param {string} file @param {URLSearchParams} p */
  const rewriteRow = (row, file, p) => steps.reduce((r, [, step]) => step(r, file, p), row);

  /** @param {string} op @param {URLSearchParams} p @param {unknown} body @returns {unknown} */
  function rewrite(op, p, body) {
    if (op === '$PosGetStock' && switches.commaDecimals)
      return Array.isArray(body)
        ? body.map((r) => ({ ...r, total_qty: decimal(r.total_qty) }))
        : mapValues(/** @type {Row} */ (body), (_k, v) => decimal(v));
    if (WRITE_OPS.has(op)) {
      const answer = /** @type {Row} */ (body);
      if (op === '$PosProcessWeb' && switches.blankOrderAck) return BLANK;
      return switches.stringIds && 'record' in answer ? { ...answer, record: digits(answer.record) } : answer;
    }
    if (op !== '$TableGetView' && !SINGLE_RECORD_OPS.has(op)) return body;
    const file = op === '$PosFindVoucher' ? 'voucher' : (p.get('file') ?? '').trim();
    if (Array.isArray(body)) return body.map((r) => rewriteRow(r, file, p));
    const row = rewriteRow(/** @type {Row} */ (body), file, p);
    return switches.listedRecords && SINGLE_RECORD_OPS.has(op) ? [row] : row;
  }

  /**
   * @param {string} op @param {URLSearchParams} p @param {import('./handlers.mjs').OpResult} result
   * @returns {import('./handlers.mjs').OpResult}
   */
  return function strictAnswer(op, p, result) {
    if (!on || !('json' in result) || result.status !== 200) return result;
    let body;
    try {
      body = JSON.parse(result.json);
    } catch {
      return result;
    }
    if (!body || typeof body !== 'object' || 'error' in body) return result;
    const rewritten = rewrite(op, p, body);
    return { ...result, json: rewritten === BLANK ? '' : JSON.stringify(rewritten) };
  };
}
