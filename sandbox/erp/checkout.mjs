// @ts-check
// Checkout on the sandbox ERP (docs/erp-contract.md, "Checkout"): the delivery methods (accounting
// `deliverymethod`), vouchers (pos `voucher`, GET $PosFindVoucher) and web orders
// (POST $PosProcessWeb → pos trans + transdet). Everything here beyond the spec's names is [ours].
import { HttpError } from './errors.mjs';

/** Delivery methods: one courier, the three stores' pickup points and one the shop must ignore. */
export const DELIVERY_METHODS = [
  'AKIS EXPRESS COURIER',
  'DAKA LIMASSOL - 28 ANEXARTISIAS STREET',
  'WHOLESALE VAN (TRADE CUSTOMERS)',
  'DAKA NICOSIA - 45 MAKARIOU III AVENUE',
  'DAKA LARNACA - 12 ERMOU STREET',
];

/** Seeded vouchers: [code, value in cents, expiry dd/mm/yyyy, used]. */
export const VOUCHERS = /** @type {const} */ ([
  ['WELCOME10', 1000, '31/12/2030', false],
  ['BIG200', 20000, '31/12/2030', false],
  ['OLD5', 500, '31/12/2024', false],
  ['USED20', 2000, '31/12/2030', true],
]);

/**
 * The order the seeded used voucher was spent on: the demo customer's first (accounts.mjs numbers
 * orders from 50001), so its `trans`/`$trans` name a real record, as the strict `$collected` does.
 */
const SEEDED_USE = { refer: 'W0050001', record: 50001 };

/** Line models that are not catalogue items. */
const DELIVERY_MODEL = 'DELIVERY';
const VOUCHER_MODEL = 'VOUCHER';
const VOUCHER_LOCATION = '01';

const comma = (/** @type {number} */ cents) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** @param {import('./db.mjs').ErpDb} db */
export function seedCheckout(db) {
  DELIVERY_METHODS.forEach((name, i) =>
    db.insert('accounting', 'deliverymethod', { $$position: i + 1, $$record: i + 1, name }),
  );
  VOUCHERS.forEach(([code, cents, expiry, used], i) =>
    db.insert('pos', 'voucher', {
      $$position: 301 + i,
      $$record: 301 + i,
      code,
      $collected: comma(cents),
      expiry,
      used,
      location: VOUCHER_LOCATION,
      trans: used ? SEEDED_USE.refer : null,
      $trans: used ? SEEDED_USE.record : null,
    }),
  );
}

const MONEY = /^(-?)(\d{1,7})(?:[.,](\d{1,2}))?$/;
/** "59,90", "59.90" or 59.9 → cents, or null. @param {unknown} v */
function cents(v) {
  const m = MONEY.exec(typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');
  if (!m) return null;
  const n = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -n : n;
}

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** @param {string} dmy @returns {number} yyyymmdd, for comparing */
const dayNumber = (dmy) => {
  const m = DMY.exec(dmy);
  return m ? Number(`${m[3]}${m[2]}${m[1]}`) : 0;
};
function realDate(/** @type {unknown} */ v) {
  const m = typeof v === 'string' ? DMY.exec(v) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  return d.getUTCDate() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

/** Today and now in Cyprus (the ERP's clock): ['dd/mm/yyyy', 'yyyy-mm-dd hh:mm']. */
function cyprusNow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Nicosia',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return [
    `${parts.day}/${parts.month}/${parts.year}`,
    `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
  ];
}

const bad = (/** @type {string} */ message) => new HttpError(400, message);
/** A business refusal: 200 {"error"} (the wire doc's proposal), nothing written. */
class Refusal extends Error {}

/** @param {Record<string, unknown>} o @param {string} key @param {{optional?: boolean, max?: number}} [opts] */
function text(o, key, { optional = false, max = 200 } = {}) {
  const v = o[key];
  if (v === undefined && optional) return '';
  if (typeof v !== 'string' || v.length > max || (!optional && v.trim() === ''))
    throw bad(`"${key}" must be text${optional ? '' : ' (not empty)'}`);
  return v.trim();
}

/** Checks the $PosProcessWeb body's shape; 400 on anything malformed. @param {unknown} body */
function validOrder(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw bad('The body must be a JSON object');
  const b = /** @type {Record<string, unknown>} */ (body);
  if (Number(b.documentid) !== 18) throw bad('"documentid" must be 18 (web order)');
  const orderid = typeof b.orderid === 'number' ? String(b.orderid) : text(b, 'orderid', { max: 64 });
  if (text(b, 'location') !== '1') throw bad('"location" must be "1"');
  if (!realDate(b.orderdate)) throw bad('"orderdate" must be a date dd/mm/yyyy');
  if (typeof b.ordertime !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(b.ordertime))
    throw bad('"ordertime" must be hh:mm');
  if (b.currency !== 'EUR') throw bad('"currency" must be "EUR"');
  const paymentmethod = text(b, 'paymentmethod', { max: 20 });
  const delivery = text(b, 'delivery');
  const note = text(b, 'note', { optional: true, max: 1000 });
  const c = b.customerdetails;
  if (!c || typeof c !== 'object' || Array.isArray(c)) throw bad('"customerdetails" must be an object');
  const cd = /** @type {Record<string, unknown>} */ (c);
  const guest = cd.guest === true;
  if (cd.guest !== undefined && typeof cd.guest !== 'boolean') throw bad('"guest" must be true or false');
  const email = text(cd, 'email');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw bad('"email" must be an email address');
  const people = cd.people;
  if (people !== undefined && !(typeof people === 'number' && Number.isSafeInteger(people) && people > 0))
    throw bad('"people" must be a record number');
  const customer = {
    guest,
    people: /** @type {number | undefined} */ (people),
    email: email.toLowerCase(),
    phone: text(cd, 'phone', { optional: true }),
    addr1: text(cd, 'addr1', { optional: true }),
    postal: text(cd, 'postal', { optional: true }),
    city: text(cd, 'city', { optional: true }),
    name: text(cd, 'name', { optional: !guest }),
    surname: text(cd, 'surname', { optional: !guest }),
    addr2: text(cd, 'addr2', { optional: true }),
    state: text(cd, 'state', { optional: true }),
    country: text(cd, 'country', { optional: true }),
  };
  if (!Array.isArray(b.orderitems) || b.orderitems.length === 0 || b.orderitems.length > 100)
    throw bad('"orderitems" must be a list of 1 to 100 lines');
  const lines = b.orderitems.map((entry, i) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry))
      throw bad(`orderitems[${i}] must be an object`);
    const e = /** @type {Record<string, unknown>} */ (entry);
    const qty = e.qty;
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > 999)
      throw bad(`orderitems[${i}].qty must be a whole number from 1`);
    const total = cents(e.total);
    if (total === null) throw bad(`orderitems[${i}].total must be an amount like "59,90"`);
    const model = text(e, 'model', { max: 40 });
    if (total < 0 !== (model === VOUCHER_MODEL))
      throw bad(`orderitems[${i}].total may be negative only on the ${VOUCHER_MODEL} line`);
    return {
      model,
      color: text(e, 'color', { optional: true, max: 60 }),
      size: text(e, 'size', { optional: true, max: 30 }),
      qty,
      total,
    };
  });
  const voucher = b.voucher === undefined ? undefined : text(b, 'voucher', { max: 40 });
  const voucherLines = lines.filter((l) => l.model === VOUCHER_MODEL);
  if (voucherLines.length > 1 || (voucherLines.length === 1) !== (voucher !== undefined))
    throw bad(`A "voucher" code and one ${VOUCHER_MODEL} line go together`);
  return { b, orderid, paymentmethod, delivery, note, customer, lines, voucher };
}

/**
 * @param {import('./db.mjs').ErpDb} db
 * @param {Map<string, import('./handlers.mjs').Operation>} ops
 * @param {Pick<import('./strict.mjs').StrictSwitches, 'bookRepeats' | 'erpSizeLabels'>} strict
 */
export function addCheckoutOperations(db, ops, strict) {
  const ok = (/** @type {unknown} */ v) => ({ status: 200, json: JSON.stringify(v) });
  const refused = (/** @type {string} */ message) => ok({ error: message });

  /** @param {string} code @returns {(Record<string, any> & {$$position: number}) | undefined} */
  const voucherRow = (code) => {
    const [json] = db.findText('pos', 'voucher', 'code', code);
    return json === undefined ? undefined : JSON.parse(json);
  };

  ops.set('$PosFindVoucher', (p) => {
    const code = p.get('CDFind')?.trim();
    if (!code) throw bad('Missing parameter "CDFind"');
    const location = p.get('location')?.trim() || VOUCHER_LOCATION;
    const row = voucherRow(code);
    if (!row || row.location !== location) return refused('Record not found');
    if (p.get('simple') === 'true')
      return ok({ $$position: row.$$position, $$record: row.$$record, ...pick(row) });
    return ok(row);
  });

  ops.set('$PosProcessWeb', (_p, body) => {
    const order = validOrder(body);
    try {
      return ok(db.transaction(() => placeOrder(order)));
    } catch (e) {
      if (e instanceof Refusal) return refused(e.message);
      throw e;
    }
  });

  /** @param {ReturnType<typeof validOrder>} o */
  function placeOrder(o) {
    // Idempotent on orderid [ours]: a repeated order answers the record it already made. Strict:
    // nothing public shows the ERP does that, so a repeat is booked again.
    const [previous] = strict.bookRepeats ? [] : db.findRows('pos', 'trans', ['orderid'], [o.orderid]);
    if (previous) return { record: previous.$$position };
    if (!db.findText('accounting', 'deliverymethod', 'name', o.delivery).length)
      throw new Refusal(`Unknown delivery method "${o.delivery.slice(0, 60)}"`);
    const items = o.lines.map((l) => {
      if (l.model === DELIVERY_MODEL || l.model === VOUCHER_MODEL) return null;
      const record = db.itemByCode(l.model);
      if (record === undefined) throw new Refusal(`Unknown item "${l.model}"`);
      if (strict.erpSizeLabels && !(db.stock(record) ?? []).some(([c, s]) => c === l.color && s === l.size))
        throw new Refusal(`Item "${l.model}" has no colour "${l.color}" in size "${l.size}"`);
      return record;
    });
    const voucher = o.voucher === undefined ? undefined : voucherRow(o.voucher);
    if (o.voucher !== undefined) {
      if (!voucher) throw new Refusal('Voucher not found');
      if (voucher.used) throw new Refusal('Voucher already used');
      if (dayNumber(voucher.expiry) < dayNumber(cyprusNow()[0])) throw new Refusal('Voucher expired');
      const line = o.lines.find((l) => l.model === VOUCHER_MODEL);
      if (line && -line.total > (cents(voucher.$collected) ?? 0))
        throw new Refusal('Voucher line is larger than the voucher');
    }
    const person = o.customer.guest ? guestPerson(o.customer) : registeredPerson(o.customer);
    const record = db.nextPosition('pos', 'trans', 50001);
    const refer = `W${String(record).padStart(7, '0')}`;
    const total = o.lines.reduce((s, l) => s + l.total, 0);
    const c = o.customer;
    db.putRow('pos', 'trans', {
      $$position: record,
      $$record: record,
      people: person.display,
      $people: person.record,
      refer,
      orderid: o.orderid,
      date: o.b.orderdate,
      time: o.b.ordertime,
      '@create_stamp': cyprusNow()[1],
      _total: comma(total),
      status: 'Processing',
      location: o.b.location,
      delivery: o.delivery,
      paymentmethod: o.paymentmethod,
      note: o.note,
      email: c.email,
      phone: c.phone,
      add1: c.addr1,
      add2: c.addr2,
      city: c.city,
      zip: c.postal,
      state: c.state,
      country: c.country,
      voucher: voucher ? voucher.code : null,
      _voucher_discount: comma(
        -o.lines.filter((l) => l.model === VOUCHER_MODEL).reduce((s, l) => s + l.total, 0),
      ),
    });
    o.lines.forEach((l, i) => {
      if (l.model === VOUCHER_MODEL) return; // kept on the order (voucher, _voucher_discount)
      const position = db.nextPosition('pos', 'transdet', 700001);
      db.putRow('pos', 'transdet', {
        $$position: position,
        $$record: position,
        trans: refer,
        $trans: record,
        item: l.model,
        $item: items[i],
        quantity: -l.qty,
        price: comma(Math.round(l.total / l.qty)),
        total: comma(-l.total),
        color: l.color,
        size: l.size,
        note: '',
      });
    });
    if (voucher) db.putRow('pos', 'voucher', { ...voucher, used: true, trans: refer, $trans: record });
    return { record };
  }

  /**
   * A registered customer's people record: the one the order names (`people` [ours]), else the
   * one behind its address email.
   * @param {{ people?: number, email: string }} customer
   */
  function registeredPerson({ people, email }) {
    let record = people;
    if (record === undefined) {
      const [json] = db.findText('accounting', 'address', 'email', email);
      record = json === undefined ? undefined : JSON.parse(json).$people;
    }
    const person = record ? db.read('accounting', 'people', record) : undefined;
    if (!person) throw new Refusal('Customer not found');
    return { record: person.$$position, display: [person.name, person.surname].filter(Boolean).join(' ') };
  }

  /**
   * A guest gets a people record of its own (group GUEST) and no address record, so the email
   * stays free for a later registration and a guest order never joins anyone's history [ours].
   * @param {ReturnType<typeof validOrder>['customer']} c
   */
  function guestPerson(c) {
    const record = db.nextPosition('accounting', 'people', 1001);
    db.putRow('accounting', 'people', {
      $$position: record,
      $$record: record,
      name: c.name,
      surname: c.surname,
      phone: c.phone,
      password: '',
      group: 'GUEST',
      initials: `${c.name[0] ?? ''}${c.surname[0] ?? ''}`,
    });
    return { record, display: `${c.name} ${c.surname}` };
  }
}

/** The `simple=true` answer: the voucher's own fields, without its order link. @param {Record<string, any>} row */
const pick = (row) => ({
  code: row.code,
  $collected: row.$collected,
  expiry: row.expiry,
  used: row.used,
});
