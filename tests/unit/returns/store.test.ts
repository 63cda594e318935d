import { describe, expect, it } from 'vitest';
import { openShopDb } from '@/server/store/db';
import { sqliteReturnRequests } from '@/server/returns/store';

// Return requests in the shop's database: at most one per order line, all lines of a request or none.

const fresh = (now = 1_795_000_000_000) => sqliteReturnRequests(openShopDb(':memory:'), () => now);
const tee = { lineId: 700101, itemCode: 'M10001', quantity: 2 };
const swim = { lineId: 700102, itemCode: 'M10002', quantity: 1 };

describe('return requests store', () => {
  it('stores one request per line and lists them for the owner only', () => {
    const store = fresh();
    const made = store.create(1001, 50001, [tee, swim], 'Does not fit', 'Too small');
    expect(made.ok && made.data.map((r) => [r.lineId, r.quantity, r.status])).toEqual([
      [700101, 2, 'requested'],
      [700102, 1, 'requested'],
    ]);
    expect(store.forOrder(1001, 50001)).toEqual(made.ok ? made.data : []);
    expect(store.forOrder(1001, 50001)[0]).toMatchObject({
      itemCode: 'M10001',
      reason: 'Does not fit',
      note: 'Too small',
      createdAt: new Date(1_795_000_000_000).toISOString(),
    });
    expect(store.forOrder(1003, 50001)).toEqual([]);
    expect(store.forOrder(1001, 50002)).toEqual([]);
  });

  it('refuses a second request for a line, and stores none of that request', () => {
    const store = fresh();
    expect(store.create(1001, 50001, [tee], 'Other', '').ok).toBe(true);
    expect(store.create(1001, 50001, [swim, tee], 'Other', '')).toEqual({
      ok: false,
      error: 'already_requested',
    });
    expect(store.forOrder(1001, 50001).map((r) => r.lineId)).toEqual([700101]);
  });
});
