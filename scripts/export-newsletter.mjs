// `npm run newsletter:export > subscribers.csv`: every newsletter subscriber as CSV (email,
// subscribed_at) on stdout, oldest first, for the operator's mailing tool. Reads the shop's
// database under SHOP_DATA_DIR (default .data/) read-only, so it is safe while the shop runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const file = join(process.env.SHOP_DATA_DIR || '.data', 'shop.db');
if (!existsSync(file)) {
  console.error(`No shop database at ${file} (set SHOP_DATA_DIR); nobody has subscribed yet.`);
  process.exit(1);
}

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula. */
const cell = (value) => {
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const db = new Database(file, { readonly: true, fileMustExist: true });
const rows = db.prepare('SELECT email, created_at FROM newsletter_subscribers ORDER BY id').all();
process.stdout.write('email,subscribed_at\r\n');
for (const row of rows) process.stdout.write(`${cell(row.email)},${cell(row.created_at)}\r\n`);
db.close();
console.error(`${rows.length} subscriber${rows.length === 1 ? '' : 's'} exported from ${file}`);
