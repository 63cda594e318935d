// @ts-check
// $TableGetView: filters (driving/record, driving/from/to, secondary) → SQL; fields/attachments → row shaping.
import { jsonPath, LINK_FILES } from './db.mjs';
import { HttpError } from './errors.mjs';

const KEY = /^@?[A-Za-z_][A-Za-z0-9_]*$/;
const WHOLE = /^\d{1,16}$/;

/** @typedef {{sql: string, args: (string | number)[]}} Condition */

/**
 * Text keys a view can be driven by, compared as text [ours]: `orderid`, the web order's own id,
 * how the shop finds an order whose $PosProcessWeb answer it never got (docs/erp-contract.md).
 */
const TEXT_KEYS = new Set(['orderid']);

/** A dotted driving key `link.field` (e.g. `trans.people`): rows whose linked record's field matches. */
const DOTTED = /^([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * One `driving` key with its `record`, or `from` (alone: equals) and `to`.
 * @param {string} driving @param {{record?: string, from?: string, to?: string}} v @returns {Condition}
 */
export function drivingCondition(driving, v) {
  const dotted = DOTTED.exec(driving);
  if (dotted) {
    const target = LINK_FILES[dotted[1]];
    const inner = target && drivingCondition(dotted[2], v);
    if (!inner || dotted[2].startsWith('@'))
      throw new HttpError(400, `driving "${driving}" is not a link the sandbox can follow`);
    return {
      sql: `${jsonPath(`$${dotted[1]}`)} IN (SELECT position FROM records WHERE system = ? AND file = ? AND hidden = 0 AND ${inner.sql})`,
      args: [target.system, target.file, ...inner.args],
    };
  }
  if (TEXT_KEYS.has(driving)) {
    const expr = jsonPath(driving);
    if (v.from !== undefined && v.to !== undefined)
      return { sql: `${expr} BETWEEN ? AND ?`, args: [v.from, v.to] };
    if (v.from !== undefined) return { sql: `${expr} = ?`, args: [v.from] };
    throw new HttpError(400, `driving=${driving} needs from=<text> (and to=)`);
  }
  if (!KEY.test(driving))
    throw new HttpError(400, `driving "${driving}" is not a field name the sandbox can filter on`);
  const stamp = driving.startsWith('@');
  const expr = jsonPath(stamp ? driving : `$${driving}`);
  /** @param {string} name @param {string} value */
  const value = (name, value) => {
    if (stamp) return value;
    if (!WHOLE.test(value) || !Number.isSafeInteger(Number(value)))
      throw new HttpError(
        400,
        `${name} must be a record number (a whole number), got "${value.slice(0, 40)}"`,
      );
    return Number(value);
  };
  if (v.record !== undefined) return { sql: `${expr} = ?`, args: [value('record', v.record)] };
  if (v.from !== undefined && v.to !== undefined)
    return { sql: `${expr} BETWEEN ? AND ?`, args: [value('from', v.from), value('to', v.to)] };
  if (v.from !== undefined) return { sql: `${expr} = ?`, args: [value('from', v.from)] };
  if (v.to !== undefined) return { sql: `${expr} <= ?`, args: [value('to', v.to)] };
  throw new HttpError(400, `driving=${driving} needs record=<n> (or from=/to=)`);
}

/** @param {string} flag @returns {Condition} */
export const secondaryCondition = (flag) => ({
  sql: `instr('|' || ifnull(${jsonPath('secondary')}, '') || '|', ?) > 0`,
  args: [`|${flag}|`],
});

/**
 * @param {import('./db.mjs').ErpDb} db @param {string} system @param {string} file @param {Condition[]} conditions
 * @returns {string[]} the stored JSON rows, in record order
 */
export function selectRows(db, system, file, conditions) {
  const where = ['system = ?', 'file = ?', 'hidden = 0', ...conditions.map((c) => c.sql)].join(' AND ');
  const args = [system, file, ...conditions.flatMap((c) => c.args)];
  return /** @type {string[]} */ (
    db
      .stmt(`SELECT data FROM records WHERE ${where} ORDER BY position`)
      .pluck()
      .all(...args)
  );
}

/**
 * Shapes rows for `fields=` (space list; `link.field` follows a link) and `attachments=true`.
 * @param {import('./db.mjs').ErpDb} db @param {string} system @param {string} file @param {string[]} jsonRows
 * @param {{fields?: string[], attachments?: boolean}} opts @returns {string[]}
 */
export function shapeRows(db, system, file, jsonRows, { fields, attachments }) {
  if (!fields && !attachments) return jsonRows;
  const attach = attachments ? db.allAttachments(system, file) : null;
  /** @type {Map<string, Record<string, any> | undefined>} */
  const linked = new Map();
  /** @param {Record<string, any>} row @param {string} link */
  const follow = (row, link) => {
    const target = LINK_FILES[link];
    const id = row[`$${link}`];
    if (!target || typeof id !== 'number') return undefined;
    const key = `${target.system}/${target.file}/${id}`;
    if (!linked.has(key)) linked.set(key, db.read(target.system, target.file, id));
    return linked.get(key);
  };
  return jsonRows.map((json) => {
    /** @type {Record<string, any>} */
    let row = JSON.parse(json);
    if (fields) {
      /** @type {Record<string, any>} */
      const out = { $$position: row.$$position, $$record: row.$$record };
      for (const f of fields) {
        const dot = f.indexOf('.');
        if (dot > 0) {
          const target = follow(row, f.slice(0, dot));
          const key = f.slice(dot + 1);
          if (target) out[f] = key === '*record' ? target.$$record : (target[key] ?? null);
        } else if (f in row) out[f] = row[f];
      }
      row = out;
    }
    if (attach) row.$$attachments = (attach.get(row.$$position) ?? []).join('\f');
    return JSON.stringify(row);
  });
}
