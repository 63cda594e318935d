// @ts-check
// The '$' operations of the sandbox ERP (see docs/erp-contract.md).
import { addCheckoutOperations } from './checkout.mjs';
import { FILES } from './db.mjs';
import { HttpError } from './errors.mjs';
import { createStrict } from './strict.mjs';
import { drivingCondition, secondaryCondition, selectRows, shapeRows } from './view.mjs';
import { createWrites, WRITABLE } from './writes.mjs';

/**
 * @typedef {{status: number, json: string} | {status: number, body: Buffer, type: string}} OpResult
 * @typedef {(p: URLSearchParams, body: unknown) => OpResult | Promise<OpResult>} Operation
 */

/** A parameter's value; empty counts as absent. @param {URLSearchParams} p @param {string} name */
const param = (p, name) => {
  const v = p.get(name);
  return v === null || v.trim() === '' ? undefined : v.trim();
};
/** @param {URLSearchParams} p @param {string} name */
const required = (p, name) => {
  const v = param(p, name);
  if (v === undefined) throw new HttpError(400, `Missing parameter "${name}"`);
  return v;
};
/** @param {string} s */
const clip = (s) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);

/** @param {string} system @param {string} file */
function checkSystemFile(system, file) {
  if (!Object.hasOwn(FILES, system))
    throw new HttpError(
      400,
      `Unknown system "${clip(system)}"; the sandbox serves: ${Object.keys(FILES).join(', ')}`,
    );
  if (!FILES[system].includes(file))
    throw new HttpError(404, `Unknown file "${clip(file)}" in system "${system}"`);
}

/** @param {URLSearchParams} p @returns {{system: string, file: string}} */
function systemFile(p) {
  const system = required(p, 'system');
  const file = required(p, 'file');
  checkSystemFile(system, file);
  return { system, file };
}

/** The account files (people, address, favourites, orders) answer a missing record 200 {"error"}. */
const isAccountFile = (/** @type {string} */ system, /** @type {string} */ file) =>
  Object.hasOwn(WRITABLE[system] ?? {}, file);

/** @param {string | undefined} v @param {string} name */
function recordNumber(v, name = 'record') {
  if (v === undefined) throw new HttpError(400, `Missing parameter "${name}"`);
  if (!/^\d{1,16}$/.test(v) || Number(v) < 1 || !Number.isSafeInteger(Number(v)))
    throw new HttpError(400, `${name} must be a positive whole number, got "${clip(v)}"`);
  return Number(v);
}

/** @param {URLSearchParams} p */
const fieldList = (p) => param(p, 'fields')?.split(/\s+/).filter(Boolean);
/** @param {unknown} value @returns {OpResult} */
const ok = (value) => ({ status: 200, json: JSON.stringify(value) });
const notFound = () => new HttpError(404, 'Record not found');

/**
 * @param {import('./db.mjs').ErpDb} db
 * @param {{images: ReturnType<typeof import('./images.mjs').createImageStore>, stockForm: () => 'map' | 'list',
 *   strict: import('./strict.mjs').StrictSwitches}} deps
 */
export function createHandlers(db, { images, stockForm, strict }) {
  /** @type {Map<string, string>} cached $TableGetView answers, dropped when the data changes */
  const viewCache = new Map();
  let cacheGeneration = db.generation;

  /** @param {URLSearchParams} p @param {{system: string, file: string}} sf */
  const existing = (p, { system, file }) => {
    const record = recordNumber(param(p, 'record'));
    const json = db.readJson(system, file, record);
    if (json === undefined) throw notFound();
    return { record, json };
  };

  /** @type {Map<string, Operation>} */
  const ops = new Map();
  ops.set('$TableGetView', (p) => {
    const { system, file } = systemFile(p);
    const drivings = p
      .getAll('driving')
      .map((d) => d.trim())
      .filter(Boolean);
    const records = p.getAll('record'),
      froms = p.getAll('from'),
      tos = p.getAll('to');
    const conditions = drivings.map((d, i) =>
      drivingCondition(d, { record: records[i], from: froms[i], to: tos[i] }),
    );
    const flag = param(p, 'secondary');
    if (flag) conditions.push(secondaryCondition(flag));
    const fields = fieldList(p);
    const attachments = param(p, 'attachments') === 'true';
    const key = JSON.stringify([system, file, conditions, fields, attachments]);
    if (cacheGeneration !== db.generation) {
      viewCache.clear();
      cacheGeneration = db.generation;
    }
    let json = viewCache.get(key);
    if (json === undefined) {
      json = `[${shapeRows(db, system, file, selectRows(db, system, file, conditions), { fields, attachments }).join(',')}]`;
      if (viewCache.size >= 16) viewCache.delete(/** @type {string} */ (viewCache.keys().next().value));
      viewCache.set(key, json);
    }
    return { status: 200, json };
  });
  const writes = createWrites(db, checkSystemFile);
  ops.set('$TableRead', (p, body) => {
    if (body !== undefined && p.get('find') === 'true') {
      const json = writes.find(body);
      return { status: 200, json: json ?? '[]' };
    }
    const sf = systemFile(p);
    if (isAccountFile(sf.system, sf.file)) {
      const record = recordNumber(param(p, 'record'));
      if (db.readJson(sf.system, sf.file, record) === undefined) return ok({ error: 'Record not found' });
    }
    const { json } = existing(p, sf);
    const fields = fieldList(p);
    return { status: 200, json: fields ? shapeRows(db, sf.system, sf.file, [json], { fields })[0] : json };
  });
  ops.set('$TableAttachments', (p) => {
    const sf = systemFile(p);
    const { record } = existing(p, sf);
    return ok(db.attachments(sf.system, sf.file, record).map((name) => ({ file: name })));
  });
  ops.set('$TableImage', async (p) => {
    const sf = systemFile(p);
    const { record, json } = existing(p, sf);
    const names = db.attachments(sf.system, sf.file, record);
    const attach = param(p, 'attach');
    const name =
      attach === undefined
        ? names[0]
        : /^\d{1,6}$/.test(attach)
          ? names[Number(attach) - 1]
          : names.find((n) => n === attach);
    if (name === undefined)
      throw new HttpError(
        404,
        attach === undefined ? 'Record has no attachments' : `Attachment "${clip(attach ?? '')}" not found`,
      );
    const image = await images.render(sf.file, JSON.parse(json), name);
    if (!image) throw new HttpError(404, `Attachment "${clip(name)}" is not an image`);
    return { status: 200, body: image.body, type: image.type };
  });
  ops.set('$PosGetStock', (p) => {
    const code = param(p, 'code');
    const record =
      code !== undefined ? db.itemByCode(code) : recordNumber(param(p, 'record'), 'record (or code)');
    const rows = record === undefined ? undefined : db.stock(record);
    if (!rows) throw notFound();
    if (stockForm() === 'list')
      return ok(rows.map(([colour, size, total_qty]) => ({ colour, size, total_qty })));
    return ok(Object.fromEntries(rows.map(([colour, size, qty]) => [`${colour};${size}`, qty])));
  });

  ops.set('$TableInsert', (_p, body) => ok(writes.insert(body)));
  ops.set('$TableModify', (_p, body) => ok(writes.modify(body)));
  ops.set('$TableErase', (p) => {
    const { system, file } = systemFile(p);
    return ok(writes.erase(system, file, recordNumber(param(p, 'record')), false));
  });
  ops.set('$TableSoftErase', (p) => {
    const { system, file } = systemFile(p);
    const soft = param(p, 'soft');
    if (soft !== undefined && soft !== 'true') throw new HttpError(400, 'soft must be true');
    return ok(writes.erase(system, file, recordNumber(param(p, 'record')), true));
  });

  addCheckoutOperations(db, ops, strict);
  const strictAnswer = createStrict(strict, db);

  /** @param {string} op @param {URLSearchParams} p @param {unknown} [body] @returns {Promise<OpResult>} */
  return async function handle(op, p, body) {
    const fn = ops.get(op);
    if (!fn) throw new HttpError(404, `Unknown operation ${clip(op || '(none)')}`);
    return strictAnswer(op, p, await fn(p, body));
  };
}
