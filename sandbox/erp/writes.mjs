// @ts-check
// The account files' writes: $TableInsert, $TableModify, $TableErase, $TableSoftErase and the
// POST $TableRead find (docs/erp-contract.md, "Accounts"). A bad request changes nothing.
import { LINK_FILES } from './db.mjs';
import { HttpError } from './errors.mjs';

/**
 * @typedef {'text' | 'link' | 'money' | 'number' | 'date'} FieldType
 * @typedef {{fields: Record<string, FieldType>, required: string[], base: number,
 *   unique?: string[], display: (row: Record<string, any>) => string}} FileSpec
 */

/** The writable files: their fields, the fields a new record needs, first record number, link text. */
export const WRITABLE = /** @type {Record<string, Record<string, FileSpec>>} */ ({
  accounting: {
    people: {
      fields: {
        name: 'text',
        surname: 'text',
        phone: 'text',
        password: 'text',
        group: 'text',
        initials: 'text',
        bookmark: 'text',
      },
      required: ['name'],
      base: 1001,
      display: (r) => [r.name, r.surname].filter(Boolean).join(' '),
    },
    address: {
      fields: {
        people: 'link',
        email: 'text',
        mobile: 'text',
        add1: 'text',
        add2: 'text',
        city: 'text',
        zip: 'text',
        state: 'text',
        country: 'text',
      },
      required: ['people'],
      base: 2001,
      unique: ['email'],
      display: (r) => String(r.email ?? ''),
    },
  },
  pos: {
    peopleitem: {
      fields: { people: 'link', item: 'link' },
      required: ['people', 'item'],
      base: 1,
      unique: ['$people', '$item'],
      display: (r) => String(r.item ?? ''),
    },
    trans: {
      fields: {
        people: 'link',
        refer: 'text',
        date: 'date',
        time: 'text',
        '@create_stamp': 'text',
        _total: 'money',
        status: 'text',
        location: 'text',
      },
      required: ['people'],
      base: 50001,
      display: (r) => String(r.refer ?? r.$$position),
    },
    transdet: {
      fields: {
        trans: 'link',
        item: 'link',
        quantity: 'number',
        price: 'money',
        total: 'money',
        color: 'text',
        size: 'text',
        note: 'text',
      },
      required: ['trans', 'item'],
      base: 700001,
      display: (r) => String(r.$$position),
    },
  },
});

/** The text a link field shows for its target (people: the name; item: the code). */
const DISPLAY = /** @type {Record<string, (row: Record<string, any>) => string>} */ ({
  people: WRITABLE.accounting.people.display,
  trans: WRITABLE.pos.trans.display,
  item: (r) => String(r.code ?? ''),
});

/** @param {string} system @param {string} file @returns {FileSpec} */
export function writableSpec(system, file) {
  const spec = WRITABLE[system]?.[file];
  if (!spec) throw new HttpError(400, `File "${file}" in system "${system}" is read-only`);
  return spec;
}

const clip = (/** @type {string} */ s) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
const DATE_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** @param {string} id @param {unknown} value @returns {string} dd/mm/yyyy */
function dateValue(id, value) {
  const s = typeof value === 'string' ? value.trim() : '';
  const iso = DATE_ISO.exec(s);
  const dmy = DATE_DMY.exec(s);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (!y || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    throw new HttpError(400, `Field "${id}" must be a date yyyy-mm-dd`);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

/** A number or a comma/dot decimal string → the comma-decimal money text ("-119,80"). @param {string} id @param {unknown} value */
function moneyValue(id, value) {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(-?)(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(s);
  if (!m) throw new HttpError(400, `Field "${id}" must be an amount like "59,90"`);
  return `${m[1]}${m[2]},${(m[3] ?? '').padEnd(2, '0')}`;
}

/**
 * Checks the `fields`/`contents` list and turns it into row keys. Links take a record number
 * that must exist; they are stored as `name` (display text) + `$name` (record number).
 * @param {import('./db.mjs').ErpDb} db @param {FileSpec} spec @param {unknown} list
 * @returns {Record<string, unknown>}
 */
function rowValues(db, spec, list) {
  if (!Array.isArray(list) || list.length === 0)
    throw new HttpError(400, 'The body needs "fields" (or "contents"): a non-empty list of {id, value}');
  /** @type {Record<string, unknown>} */
  const out = {};
  const seen = new Set();
  for (const entry of list) {
    if (!entry || typeof entry !== 'object' || typeof entry.id !== 'string' || !('value' in entry))
      throw new HttpError(400, 'Every field must be an object {id, value}');
    const { id, value } = /** @type {{id: string, value: unknown}} */ (entry);
    const type = Object.hasOwn(spec.fields, id) ? spec.fields[id] : undefined;
    if (!type) throw new HttpError(400, `Unknown field "${clip(id)}"`);
    if (seen.has(id)) throw new HttpError(400, `Field "${id}" is given twice`);
    seen.add(id);
    if (value === null) {
      if (spec.required.includes(id)) throw new HttpError(400, `Field "${id}" cannot be empty`);
      out[id] = null;
      if (type === 'link') out[`$${id}`] = null;
      continue;
    }
    if (type === 'text') {
      if (typeof value !== 'string' || value.length > 1000)
        throw new HttpError(400, `Field "${id}" must be text`);
      out[id] = value;
    } else if (type === 'number') {
      if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > 1e9)
        throw new HttpError(400, `Field "${id}" must be a whole number`);
      out[id] = value;
    } else if (type === 'money') out[id] = moneyValue(id, value);
    else if (type === 'date') out[id] = dateValue(id, value);
    else {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
        throw new HttpError(400, `Field "${id}" must be a record number`);
      const target = LINK_FILES[id];
      const row = target && db.read(target.system, target.file, value);
      if (!row) throw new HttpError(400, `Field "${id}": no record ${value} in file "${target?.file}"`);
      out[id] = (DISPLAY[id] ?? ((/** @type {any} */ r) => String(r.name ?? '')))(row);
      out[`$${id}`] = value;
    }
  }
  return out;
}

/** @param {Record<string, unknown>} body @param {string} name */
function bodyString(body, name) {
  const v = body[name];
  if (typeof v !== 'string' || v.trim() === '') throw new HttpError(400, `Missing "${name}" in the body`);
  return v.trim();
}

/** @param {unknown} body @returns {Record<string, unknown>} */
function objectBody(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'This operation needs a JSON object body (POST)');
  return /** @type {Record<string, unknown>} */ (body);
}

/**
 * @param {import('./db.mjs').ErpDb} db
 * @param {(system: string, file: string) => void} checkFile throws for an unknown system or file
 */
export function createWrites(db, checkFile) {
  /** @param {unknown} body */
  const target = (body) => {
    const b = objectBody(body);
    const system = bodyString(b, 'system');
    const file = bodyString(b, 'file');
    checkFile(system, file);
    return { b, system, file, spec: writableSpec(system, file) };
  };

  /** @param {string} system @param {string} file @param {FileSpec} spec @param {Record<string, any>} row */
  const checkUnique = (system, file, spec, row) => {
    if (!spec.unique) return;
    const keys = spec.unique;
    if (keys.some((k) => row[k] === null || row[k] === undefined || row[k] === '')) return;
    const clash =
      keys.length === 1
        ? db.findText(system, file, keys[0], String(row[keys[0]])).some((j) => {
            return JSON.parse(j).$$position !== row.$$position;
          })
        : db
            .findRows(
              system,
              file,
              keys,
              keys.map((k) => row[k]),
            )
            .some((r) => r.$$position !== row.$$position);
    if (clash) throw new HttpError(400, 'Record exists');
  };

  /** @param {string} system @param {string} file @param {FileSpec} spec @param {Record<string, unknown>} values */
  const create = (system, file, spec, values) =>
    db.transaction(() => {
      for (const r of spec.required)
        if (!(r in values)) throw new HttpError(400, `Missing field "${r}" for a new ${file} record`);
      const record = db.nextPosition(system, file, spec.base);
      const row = { $$position: record, $$record: record, ...values };
      checkUnique(system, file, spec, row);
      db.putRow(system, file, row);
      return record;
    });

  /** @param {unknown} body */
  function insert(body) {
    const { b, system, file, spec } = target(body);
    const values = rowValues(db, spec, b.fields ?? b.contents);
    return { record: create(system, file, spec, values) };
  }

  /** @param {unknown} body */
  function modify(body) {
    const { b, system, file, spec } = target(body);
    const record = b.record;
    if (typeof record !== 'number' || !Number.isInteger(record) || record < 0)
      throw new HttpError(400, '"record" must be a record number (0 creates)');
    const values = rowValues(db, spec, b.contents ?? b.fields);
    if (record === 0) return { record: create(system, file, spec, values) };
    return db.transaction(() => {
      const row = db.read(system, file, record);
      if (!row) throw new HttpError(404, 'Record not found');
      const next = { ...row, ...values };
      checkUnique(system, file, spec, next);
      db.putRow(system, file, next);
      return { record };
    });
  }

  /** @param {string} system @param {string} file @param {number} record @param {boolean} soft */
  function erase(system, file, record, soft) {
    writableSpec(system, file);
    return db.transaction(() => {
      if (!db.read(system, file, record)) throw new HttpError(404, 'Record not found');
      if (soft) db.hideRow(system, file, record);
      else db.eraseRow(system, file, record);
      return { record };
    });
  }

  /**
   * POST $TableRead with find:true: the first visible row whose `index` field equals the value
   * (ignoring case and spaces), or `null` when none does.
   * @param {unknown} body
   */
  function find(body) {
    const b = objectBody(body);
    const system = bodyString(b, 'system');
    const file = bodyString(b, 'file');
    checkFile(system, file);
    const index = bodyString(b, 'index');
    const spec = writableSpec(system, file);
    if (spec.fields[index] !== 'text') throw new HttpError(400, `No index "${clip(index)}" in "${file}"`);
    const fields = b.fields;
    const entry = Array.isArray(fields) ? fields.find((f) => f && f.id === index) : undefined;
    if (!entry || typeof entry.value !== 'string' || entry.value.trim() === '')
      throw new HttpError(400, `"fields" needs {id: "${index}", value: <text>}`);
    const [json] = db.findText(system, file, index, entry.value);
    return json;
  }

  return { insert, modify, erase, find };
}
