import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { erpRetryAt } from '@/lib/checkout/order-state';
import { openShopDb } from '@/server/store/db';
import { sqliteOrderStore } from '@/server/orders/store';
import { orderDraft } from './fakes';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A paid order the ERP refused `refusals` times (0: freshly paid). */
function paidOrder(store: ReturnType<typeof sqliteOrderStore>, key: string, refusals: number) {
  const { order } = store.createOrGet(key, orderDraft());
  store.markPaid(order.id, 1_000, 2_000);
  for (let attempt = 1; attempt <= refusals; attempt++) {
    store.recordErpFailure(order.id, 'Invalid item code (A7 is blocked)', erpRetryAt(attempt, 0), 0);
  }
  return order.id;
}

describe('npm run orders:attention', () => {
  it('lists a paid order the ERP keeps refusing, first, with its attempts and last error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-attention-'));
    dirs.push(dir);
    const db = openShopDb(join(dir, 'shop.db'));
    const store = sqliteOrderStore(db);
    const fresh = paidOrder(store, 'fresh', 0);
    const refused = paidOrder(store, 'refused', 30);
    // Never dropped: still offered to the ERP, an hour after the last refusal.
    expect(store.duePaid(erpRetryAt(30, 0)).map((o) => o.id)).toContain(refused);
    db.close();

    const out = execFileSync(process.execPath, ['scripts/orders-attention.mjs'], {
      env: { ...process.env, SHOP_DATA_DIR: dir },
      encoding: 'utf8',
    });
    const lines = out.split('\n');
    expect(lines[0]).toBe('Paid, not yet in the ERP: 2');
    expect(lines[1]).toContain(refused);
    expect(lines[1]).toMatch(/attempts 30 next \S+ Invalid item code \(A7 is blocked\)$/);
    expect(lines[2]).toContain(fresh);
    expect(lines[2]).toContain('attempts 0');
  });
});
