// `npm run newsletter:export > subscribers.csv`: every newsletter subscriber as CSV (email,
// subscribed_at) on stdout, oldest first, for the operator's mailing tool. Reads the shop's
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

const rows = await db.all('SELECT email, created_at FROM newsletter_subscribers ORDER BY id');
process.stdout.write('email,subscribed_at\r\n');
for (const row of rows) process.stdout.write(`${cell(row.email)},${cell(row.created_at)}\r\n`);
await db.close();
console.error(`${rows.length} subscriber${rows.length === 1 ? '' : 's'} exported from ${db.where}`);
