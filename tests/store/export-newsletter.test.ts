import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { storesOn, type Stores } from '@/server/runtime/stores';
import { openShopDb } from '@/server/store/db';
import { sqliteSql, type Sql } from '@/server/store/sql';
import { createPgDatabase, pgNode } from './drivers';
import { runScript } from './run-script';

// `npm run newsletter:export` hands the operator's mailing tool only the addresses that may be
// mailed: confirmed through their link, and not unsubscribed since (double opt-in).

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Five addresses: one stored before double opt-in (no consent, never confirmed), pending,
 * confirmed, confirmed then unsubscribed, and a second confirmed one.
 */
async function fillList(stores: Stores, sql: Sql) {
  await sql.run('INSERT INTO newsletter_subscribers (email, created_at) VALUES (?, ?)', [
    'legacy@example.com',
    '2025-01-01T00:00:00.000Z',
  ]);
  const s = stores.subscribers;
  const signUp = async (email: string) => {
    const outcome = await s.signUp(email, NEWSLETTER_CONSENT);
    if (outcome.kind !== 'confirm') throw new Error('expected a confirm token');
    return outcome;
  };
  await signUp('pending@example.com');
  await s.confirm((await signUp('ana@example.com')).token);
  const gone = await signUp('gone@example.com');
  await s.confirm(gone.token);
  await s.unsubscribe(gone.id);
  await s.confirm((await signUp('=bo@example.com')).token);
}

function expectOnlyConfirmed(out: string) {
  const lines = out.trim().split('\r\n');
  expect(lines[0]).toBe('email,subscribed_at');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['ana@example.com', "'=bo@example.com"]);
  for (const line of lines.slice(1)) expect(line.split(',')[1]).toMatch(/^\d{4}-\d\d-\d\dT/);
}

describe('npm run newsletter:export', () => {
  it('exports only confirmed, not unsubscribed addresses from the SQLite file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'newsletter-export-'));
    dirs.push(dir);
    const db = openShopDb(join(dir, 'shop.db'));
    const sql = sqliteSql(db);
    await fillList(
      storesOn(sql, () => Promise.resolve()),
      sql,
    );
    db.close();
    const { code, out } = runScript('export-newsletter.mjs', { SHOP_DATA_DIR: dir });
    expect(code).toBe(0);
    expectOnlyConfirmed(out);
  });

  it('exports the same from PostgreSQL', async () => {
    const url = await createPgDatabase();
    const pg = pgNode(url);
    await pg.ready();
    await fillList(storesOn(pg.sql, pg.ready), pg.sql);
    const { code, out } = runScript('export-newsletter.mjs', { DATABASE_URL: url });
    expect(code).toBe(0);
    expectOnlyConfirmed(out);
  });
});
