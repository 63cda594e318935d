// `npm run newsletter:export > subscribers.csv`: every newsletter subscriber as CSV (email,
// subscribed_at: when the address confirmed its link) on stdout, oldest first, for the operator's
// mailing tool. Only confirmed addresses that have not unsubscribed are subscribers (double
// opt-in, GDPR Art. 7; a pending or unsubscribed address is never mailed). Reads the shop's
// database (PostgreSQL with DATABASE_URL, else the SQLite file under SHOP_DATA_DIR, default .data/)
// read-only, so it is safe while the shop runs.
import { openShopDatabase } from './shop-db.mjs';

const db = await openShopDatabase();
if (db.missing) {
  console.error(
    `No shop database at ${db.where} (set SHOP_DATA_DIR, or DATABASE_URL); nobody has subscribed yet.`,
  );
  process.exit(1);
}

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula. */
const cell = (value) => {
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const rows = await db.all(
  `SELECT email, confirmed_at FROM newsletter_subscribers
   WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY id`,
);
process.stdout.write('email,subscribed_at\r\n');
for (const row of rows) process.stdout.write(`${cell(row.email)},${cell(row.confirmed_at)}\r\n`);
await db.close();
console.error(`${rows.length} subscriber${rows.length === 1 ? '' : 's'} exported from ${db.where}`);
