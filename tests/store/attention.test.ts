import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { erpRetryAt } from '@/lib/checkout/order-state';
import { sqliteOrderStore, sqlOrderStore, type OrderStore } from '@/server/orders/store';
import { openShopDb } from '@/server/store/db';
import { orderDraft } from '../unit/orders/fakes';
import { createPgDatabase, pgNode } from './drivers';
import { runScript } from './run-script';

// `npm run orders:attention` reads the database the shop is configured with: the SQLite file
// under SHOP_DATA_DIR, or PostgreSQL at DATABASE_URL.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Target {
  name: string;
  /** A store to fill, the environment the script reads it with, and what to close first. */
  open(): Promise<{ store: OrderStore; env: Record<string, string>; close(): void }>;
}

const targets: Target[] = [
  {
    name: 'SQLite under SHOP_DATA_DIR',
    open() {
      const dir = mkdtempSync(join(tmpdir(), 'shop-attention-'));
      dirs.push(dir);
      const db = openShopDb(join(dir, 'shop.db'));
      return Promise.resolve({
        store: sqliteOrderStore(db),
        env: { SHOP_DATA_DIR: dir },
        close: () => db.close(),
      });
    },
  },
  {
    name: 'PostgreSQL at DATABASE_URL',
    async open() {
      const url = await createPgDatabase();
      const node = pgNode(url);
      return { store: sqlOrderStore(node.sql), env: { DATABASE_URL: url }, close: () => undefined };
    },
  },
];

/** A paid order the ERP refused `refusals` times (0: freshly paid). */
async function paidOrder(store: OrderStore, key: string, refusals: number) {
  const { order } = await store.createOrGet(key, orderDraft());
  await store.markPaid(order.id, 1_000, 2_000);
  for (let attempt = 1; attempt <= refusals; attempt++) {
    const nextAttemptAt = erpRetryAt(attempt, 0);
    await store.recordErpFailure(
      order.id,
      { error: 'Invalid item code (A7 is blocked)', outcomeUnknown: false, nextAttemptAt },
      0,
    );
  }
  return order.id;
}

const attention = (env: Record<string, string>, args: string[] = []) =>
  runScript('orders-attention.mjs', env, args);

describe.each(targets)('npm run orders:attention on $name', (target) => {
  it('lists the paid orders the shop stopped sending, then those it still retries, most refused first', async () => {
    const { store, env, close } = await target.open();
    const fresh = await paidOrder(store, 'fresh', 0);
    const refused = await paidOrder(store, 'refused', 3);
    const stopped = await paidOrder(store, 'stopped', 6);
    // Still offered to the ERP after three refusals; after six, no more: the operator's.
    expect((await store.duePaid(erpRetryAt(3, 0)!)).map((o) => o.id)).toContain(refused);
    expect((await store.duePaid(Number.MAX_SAFE_INTEGER)).map((o) => o.id)).not.toContain(stopped);
    expect(await store.get(stopped)).toMatchObject({ state: 'paid', nextAttemptAt: null, attentionAt: 0 });
    close();

    const { code, out } = attention(env);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      'Needs attention, the shop has stopped sending them (check the ERP, then resolve): 1',
    );
    expect(lines[1]).toContain(stopped);
    expect(lines[1]).toMatch(/attempts 6 stopped \S+ Invalid item code \(A7 is blocked\)$/);
    expect(lines[2]).toBe('Paid, not yet in the ERP (the shop still retries): 2');
    expect(lines[3]).toContain(refused);
    expect(lines[3]).toMatch(/attempts 3 next \S+ Invalid item code \(A7 is blocked\)$/);
    expect(lines[4]).toContain(fresh);
    expect(lines[4]).toContain('attempts 0');
    expect(lines[4]).toContain(`paid ${new Date(1_000).toISOString()}`);
  });

  it('marks a paid order sent by hand, by its reference, once, and the list no longer shows it', async () => {
    const { store, env, close } = await target.open();
    const id = await paidOrder(store, 'stuck', 3);
    await store.attachPayment(id, { orderNumber: 'RUCK-777', gatewayOrderId: 'g-777', formUrl: 'f' });
    const pending = (await store.createOrGet('pending', orderDraft())).order.id;

    const sent = attention(env, [
      '--mark-sent',
      'RUCK-777',
      '--erp-record',
      '9042',
      '--note',
      'typed in by Maria',
    ]);
    expect(sent).toEqual({
      code: 0,
      out: `Order ${id} (RUCK-777) marked sent by hand (ERP record 9042); the shop stops resending it.\n`,
    });
    const again = attention(env, ['--close', id, '--reason', 'refunded']);
    expect(again.code).toBe(1);
    expect(again.out).toContain(`Nothing changed: order ${id} (RUCK-777) is sent, not paid.`);
    // A pending payment is never touched: it may still be paid.
    const notPaid = attention(env, ['--close', pending, '--reason', 'refunded']);
    expect(notPaid.code).toBe(1);
    expect(notPaid.out).toContain('is pending, not paid.');
    expect(attention(env).out.split('\n')).toContain('Paid, not yet in the ERP (the shop still retries): 0');

    expect(await store.get(id)).toMatchObject({
      state: 'sent',
      erpRecord: 9042,
      nextAttemptAt: null,
      lastError: 'by hand: entered in the ERP as record 9042; typed in by Maria',
    });
    expect(await store.get(pending)).toMatchObject({ state: 'pending', lastError: null });
    close();
  });

  it('closes a paid order refunded outside the shop, with the reason', async () => {
    const { store, env, close } = await target.open();
    const id = await paidOrder(store, 'refund-me', 1);
    close();
    const closed = attention(env, ['--close', id, '--reason', 'refunded at JCC, customer told']);
    expect(closed.code).toBe(0);
    expect(closed.out).toContain(`closed by hand (refunded at JCC, customer told)`);
    expect(attention(env).out.split('\n')).toContain('Paid, not yet in the ERP (the shop still retries): 0');
    expect(attention(env, ['--close', 'RUCK-0', '--reason', 'x'])).toMatchObject({ code: 1 });
    expect(attention(env, ['--close', id]).out).toContain('--close needs --reason');
  });
});
