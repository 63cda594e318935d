import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { openShopDb } from '@/server/store/db';
import { sqliteSql } from '@/server/store/sql';
import { storesOn } from '@/server/runtime/stores';
import { orderDraft } from '../unit/orders/fakes';
import { createPgDatabase, pgNode } from './drivers';
import { runScript } from './run-script';

// `npm run store:to-postgres`: a one-node shop's SQLite rows move to PostgreSQL, ids and all, so
// the nodes that start on it carry on where the one node stopped.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const ready = () => Promise.resolve();

/** A SQLite file under a new SHOP_DATA_DIR, with one row or more of every durable kind. */
async function oneNodeShop() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-copy-'));
  dirs.push(dir);
  const db = openShopDb(join(dir, 'shop.db'));
  const stores = storesOn(sqliteSql(db), ready);
  const { order } = await stores.orders.createOrGet('key-1', orderDraft());
  await stores.orders.markPaid(order.id, 1_000, 2_000);
  await stores.subscribers.signUp('ana@example.com', NEWSLETTER_CONSENT);
  await stores.subscribers.signUp('bob@example.com', NEWSLETTER_CONSENT);
  await stores.contactMessages.save({
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Order',
    message: 'Hello',
  });
  await stores.revocations.revokeAll(7);
  const token = await stores.passwordResets.create(9);
  await stores.returns.create(7, 300, [{ lineId: 1, itemCode: 'A1', quantity: 1 }], 'Too small', '');
  const before = {
    order: await stores.orders.get(order.id),
    returns: await stores.returns.forOrder(7, 300),
  };
  db.close();
  return { dir, orderId: order.id, token, before };
}

const copy = (env: Record<string, string>) => runScript('store-to-postgres.mjs', env);

describe('npm run store:to-postgres', () => {
  it('copies every durable row, keeping ids, and new rows continue after them', async () => {
    const shop = await oneNodeShop();
    const url = await createPgDatabase();
    const pg = pgNode(url);
    await pg.ready(); // the shop started once with DATABASE_URL: its tables exist

    const { code, out } = copy({ DATABASE_URL: url, SHOP_DATA_DIR: shop.dir });
    expect(code).toBe(0);
    expect(out).toContain('orders: 1\n');
    expect(out).toContain('newsletter_subscribers: 2\n');
    expect(out).toContain('return_requests: 1\n');
    expect(out).not.toContain(url);

    const stores = storesOn(pg.sql, pg.ready);
    expect(await stores.orders.get(shop.orderId)).toEqual(shop.before.order);
    expect(await stores.returns.forOrder(7, 300)).toEqual(shop.before.returns);
    expect(await stores.revocations.isRevoked(7, Date.now() - 60_000)).toBe(true);
    expect(await stores.passwordResets.claim(shop.token)).toBe(9);
    expect(await stores.subscribers.statusOf('ANA@example.com')).toMatchObject({
      consentText: NEWSLETTER_CONSENT.text,
    });
    // The identity sequences were moved past the copied ids.
    expect(await stores.subscribers.signUp('cy@example.com', NEWSLETTER_CONSENT)).toMatchObject({ id: 3 });
    const id = await stores.contactMessages.save({
      name: 'Cy',
      email: 'cy@example.com',
      subject: 'S',
      message: 'M',
    });
    expect(id).toBe(2);
  });

  it('refuses a database that already has rows, and changes nothing', async () => {
    const shop = await oneNodeShop();
    const url = await createPgDatabase();
    await pgNode(url).ready();
    expect(copy({ DATABASE_URL: url, SHOP_DATA_DIR: shop.dir }).code).toBe(0);

    const again = copy({ DATABASE_URL: url, SHOP_DATA_DIR: shop.dir });
    expect(again.code).toBe(1);
    expect(again.out).toContain(
      "PostgreSQL's contact_messages already has rows: copy only into an empty database.",
    );
    const rows = await pgNode(url).sql.all<{ n: number }>(
      'SELECT count(*)::int AS n FROM newsletter_subscribers',
    );
    expect(rows[0].n).toBe(2);
  });

  it('refuses a database the shop has not created its tables in, and says how', async () => {
    const shop = await oneNodeShop();
    const url = await createPgDatabase();
    const { code, out } = copy({ DATABASE_URL: url, SHOP_DATA_DIR: shop.dir });
    expect(code).toBe(1);
    expect(out).toContain(
      'PostgreSQL has no table contact_messages: start the shop once with DATABASE_URL set (it creates its tables), stop it, then copy.',
    );
  });

  it('needs DATABASE_URL and an existing file', () => {
    expect(copy({ SHOP_DATA_DIR: '/nonexistent' }).out).toContain('Set DATABASE_URL');
    expect(copy({ DATABASE_URL: 'postgres://x@127.0.0.1:1/x', SHOP_DATA_DIR: '/nonexistent' }).out).toContain(
      'No shop database at /nonexistent/shop.db',
    );
  });
});
