// @ts-check
// Demo customers for the sandbox ERP: people + address (accounting), favourites (pos peopleitem),
// order history (pos trans + transdet). Deterministic: its own RNG stream, so the catalogue a
// seed gives is unchanged. See sandbox/README.md for the demo logins.
import { comma } from './items.mjs';
import { scryptHash } from './password.mjs';

/** @typedef {{record: number, code: string, cents: number, colors: string[], sizes: string[]}} SeedItem */

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

/** The day the generator counts back from (the catalogue uses the same one). */
const TODAY = Date.UTC(2026, 10, 15);
const DAY = 86_400_000;

/** Status by recency: the newest orders are still moving, older ones delivered, some cancelled. @param {number} age 0 = newest @param {import('./rng.mjs').Rng} rng */
function statusFor(age, rng) {
  if (age < 2) return 'Processing';
  if (age < 5) return 'Shipped';
  if (age === 7) return 'Cancelled';
  return rng.chance(0.12) ? 'Cancelled' : 'Delivered';
}

/**
 * @param {import('./db.mjs').ErpDb} db @param {import('./rng.mjs').Rng} rng @param {SeedItem[]} items
 */
export function seedAccounts(db, rng, items) {
  const sellable = items.filter((i) => i.cents > 0);
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
    // Order days over the two years before TODAY, oldest first (record numbers grow with time).
    const days = Array.from({ length: c.orders }, () => rng.int(1, 730)).sort((a, b) => b - a);
    days.forEach((daysAgo, i) => {
      const record = trans++;
      const at = new Date(TODAY - daysAgo * DAY + rng.int(9 * 60, 20 * 60) * 60_000);
      const ymd = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
      const hm = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
      const refer = `W${String(record).padStart(7, '0')}`;
      let total = 0;
      for (const item of rng.sample(sellable, rng.int(1, 4))) {
        const qty = rng.int(1, 2);
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
          color: item.colors.length ? rng.pick(item.colors) : '',
          size: item.sizes.length ? rng.pick(item.sizes) : '',
          note: '',
        });
      }
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
        status: statusFor(c.orders - 1 - i, rng),
        location: '01',
      });
    });
  }
}
