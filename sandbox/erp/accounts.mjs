// @ts-check
// Demo customers for the sandbox ERP: people + address (accounting), favourites (pos peopleitem),
// order history (pos trans + transdet). Deterministic: its own RNG stream, so the catalogue a
// seed gives is unchanged. See sandbox/README.md for the demo logins.
import { comma } from './items.mjs';
import { scryptHash } from './password.mjs';

/** @typedef {{record: number, code: string, cents: number, colors: string[], sizes: string[], finalSale: boolean}} SeedItem */

/** A seeded item row's selling price in cents (the sale price when discounted). @param {Record<string, any>} row */
export function sellingCents(row) {
  const toCents = (/** @type {unknown} */ v) => {
    const raw = v && typeof v === 'object' && '$price' in v ? /** @type {any} */ (v).$price : v;
    const n =
      typeof raw === 'number'
        ? raw
        : Number(
            String(raw ?? '')
              .replace(/[^\d,.]/g, '')
              .replace(',', '.'),
          );
    return Number.isFinite(n) ? Math.round(n * 100) : 0;
  };
  const web = toCents(row.webprice);
  return row.discount > 0 && web > 0 ? web : toCents(row.price);
}

const money = (/** @type {number} */ cents) => comma(cents / 100);
const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/** The demo logins (documented in sandbox/README.md). */
export const DEMO_CUSTOMERS = [
  {
    email: 'demo@example.com',
    password: 'demo1234',
    hashed: true,
    name: 'Eleni',
    surname: 'Demetriou',
    phone: '+357 99 123456',
    add1: '12 Makariou III Avenue',
    city: 'Limassol',
    zip: '3036',
    orders: 28,
  },
  {
    email: 'legacy@example.com',
    password: 'legacy123',
    hashed: false,
    name: 'Andreas',
    surname: 'Georgiou',
    phone: '+357 96 654321',
    add1: '4 Ledras Street',
    city: 'Nicosia',
    zip: '1011',
    orders: 2,
  },
  {
    email: 'maria@example.com',
    password: 'maria1234',
    hashed: true,
    name: 'Maria',
    surname: 'Christou',
    phone: '+357 97 111222',
    add1: '7 Ermou Street',
    city: 'Larnaca',
    zip: '6021',
    orders: 3,
  },
];

const DAY = 86_400_000;
/**
 * The demo customer's six newest orders, in days before the seeding day (oldest first): two
 * Processing, three Shipped and, four days old, a Delivered one still inside the shop's return
 * window (14 working days), so returns can be tried on a fresh seed. Older orders are 5+ days old.
 */
const DEMO_RECENT_DAYS = [4, 3, 3, 2, 1, 1];

/** Status by recency: the newest orders are still moving, older ones delivered, some cancelled. @param {number} age 0 = newest @param {import('./rng.mjs').Rng} rng */
function statusFor(age, rng) {
  if (age < 2) return 'Processing';
  if (age < 5) return 'Shipped';
  if (age === 7) return 'Cancelled';
  return rng.chance(0.12) ? 'Cancelled' : 'Delivered';
}

/** Order days for a customer: the demo's newest ones pinned (DEMO_RECENT_DAYS). @param {number[]} days oldest first @param {boolean} demo */
function orderDays(days, demo) {
  if (!demo) return days;
  const older = days.length - DEMO_RECENT_DAYS.length;
  return days.map((d, i) => (i < older ? Math.max(d, DEMO_RECENT_DAYS[0] + 1) : DEMO_RECENT_DAYS[i - older]));
}

/**
 * Orders are dated back from the seeding day (`now`), so the demo's recent orders stay recent on a
 * fresh seed; everything else comes from `rng` and is the same for a seed.
 * @param {import('./db.mjs').ErpDb} db @param {import('./rng.mjs').Rng} rng @param {SeedItem[]} items
 * @param {number} [now] ms since the epoch
 */
export function seedAccounts(db, rng, items, now = Date.now()) {
  const today = Math.floor(now / DAY) * DAY;
  const sellable = items.filter((i) => i.cents > 0);
  // The returnable demo order's two extra lines: one that can be returned, one final sale.
  const returnable = sellable.find((i) => !i.finalSale);
  const finalSale = sellable.find((i) => i.finalSale);
  let people = 1001,
    address = 2001,
    fav = 1,
    trans = 50001,
    line = 700001;
  for (const c of DEMO_CUSTOMERS) {
    const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
    const person = people++;
    const display = `${c.name} ${c.surname}`;
    db.insert('accounting', 'people', {
      $$position: person,
      $$record: person,
      name: c.name,
      surname: c.surname,
      phone: c.phone,
      password: c.hashed ? scryptHash(c.password, salt) : c.password,
      group: 'WEB',
      initials: `${c.name[0]}${c.surname[0]}`,
    });
    const addr = address++;
    db.insert('accounting', 'address', {
      $$position: addr,
      $$record: addr,
      people: display,
      $people: person,
      email: c.email,
      mobile: c.phone,
      add1: c.add1,
      add2: '',
      city: c.city,
      zip: c.zip,
      state: '',
      country: 'Cyprus',
    });
    for (const item of rng.sample(sellable, c.orders > 10 ? 3 : 1)) {
      const r = fav++;
      db.insert('pos', 'peopleitem', {
        $$position: r,
        $$record: r,
        people: display,
        $people: person,
        item: item.code,
        $item: item.record,
      });
    }
    // Order days over the two years before today, oldest first (record numbers grow with time).
    const demo = c === DEMO_CUSTOMERS[0];
    const days = orderDays(
      Array.from({ length: c.orders }, () => rng.int(1, 730)).sort((a, b) => b - a),
      demo,
    );
    days.forEach((daysAgo, i) => {
      const record = trans++;
      const at = new Date(today - daysAgo * DAY + rng.int(9 * 60, 20 * 60) * 60_000);
      const ymd = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
      const hm = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
      const refer = `W${String(record).padStart(7, '0')}`;
      const age = c.orders - 1 - i;
      let total = 0;
      const addLine = (
        /** @type {SeedItem} */ item,
        /** @type {number} */ qty,
        /** @type {string} */ color,
        /** @type {string} */ size,
      ) => {
        total += qty * item.cents;
        const l = line++;
        db.insert('pos', 'transdet', {
          $$position: l,
          $$record: l,
          trans: refer,
          $trans: record,
          item: item.code,
          $item: item.record,
          quantity: -qty,
          price: money(item.cents),
          total: money(-qty * item.cents),
          color,
          size,
          note: '',
        });
      };
      for (const item of rng.sample(sellable, rng.int(1, 4))) {
        const qty = rng.int(1, 2);
        addLine(
          item,
          qty,
          item.colors.length ? rng.pick(item.colors) : '',
          item.sizes.length ? rng.pick(item.sizes) : '',
        );
      }
      // Drawn for every order, so the rest of the stream (and every later order) stays the same.
      const status = statusFor(age, rng);
      const returnDemo = demo && age === DEMO_RECENT_DAYS.length - 1;
      if (returnDemo && returnable && finalSale)
        for (const [item, qty] of /** @type {const} */ ([
          [returnable, 2],
          [finalSale, 1],
        ]))
          addLine(item, qty, item.colors[0] ?? '', item.sizes[0] ?? '');
      db.insert('pos', 'trans', {
        $$position: record,
        $$record: record,
        people: display,
        $people: person,
        refer,
        date: `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`,
        time: hm,
        '@create_stamp': `${ymd} ${hm}`,
        _total: money(total),
        status: returnDemo ? 'Delivered' : status,
        location: '01',
      });
    });
  }
}
