import { describe, expect, it } from 'vitest';
import { drivers } from './drivers';

// Return requests, the same on SQLite and PostgreSQL: at most one per order line, all lines of a
// request or none, also when two nodes take requests for the same line at once.

const NOW = 1_795_000_000_000;
const tee = { lineId: 700101, itemCode: 'M10001', quantity: 2 };
const swim = { lineId: 700102, itemCode: 'M10002', quantity: 1 };

describe.each(drivers)('return requests on $name', (driver) => {
  const fresh = async () => (await driver.open(() => NOW)).stores.returns;

  it('stores one request per line and lists them for the owner only', async () => {
    const store = await fresh();
    const made = await store.create(1001, 50001, [tee, swim], 'Does not fit', 'Too small');
    expect(made.ok && made.data.map((r) => [r.lineId, r.quantity, r.status])).toEqual([
      [700101, 2, 'requested'],
      [700102, 1, 'requested'],
    ]);
    const listed = await store.forOrder(1001, 50001);
    expect(listed).toEqual(made.ok ? made.data : []);
    expect(listed[0]).toMatchObject({
      itemCode: 'M10001',
      reason: 'Does not fit',
      note: 'Too small',
      createdAt: new Date(NOW).toISOString(),
    });
    expect(await store.forOrder(1003, 50001)).toEqual([]);
    expect(await store.forOrder(1001, 50002)).toEqual([]);
  });

  it("lists every request of a customer with its order, and no other customer's", async () => {
    const store = await fresh();
    await store.create(1001, 50001, [tee], 'Does not fit', '');
    await store.create(1002, 50009, [{ ...swim, lineId: 700900 }], 'Other', '');
    await store.create(1001, 50002, [swim], 'Other', 'Wrong colour');
    const mine = await store.forUser(1001);
    expect(mine.map((r) => [r.orderId, r.lineId, r.note])).toEqual([
      [50001, 700101, ''],
      [50002, 700102, 'Wrong colour'],
    ]);
    expect(await store.forUser(1003)).toEqual([]);
  });

  it('refuses a second request for a line, and stores none of that request', async () => {
    const store = await fresh();
    expect((await store.create(1001, 50001, [tee], 'Other', '')).ok).toBe(true);
    expect(await store.create(1001, 50001, [swim, tee], 'Other', '')).toEqual({
      ok: false,
      error: 'already_requested',
    });
    expect((await store.forOrder(1001, 50001)).map((r) => r.lineId)).toEqual([700101]);
  });

  it('takes one of two requests for the same line made on two nodes at once', async () => {
    const [a, b] = await driver.twoNodes();
    const made = await Promise.all([
      a.returns.create(1001, 50001, [tee, swim], 'Other', 'a'),
      b.returns.create(1001, 50001, [swim], 'Other', 'b'),
    ]);
    expect(made.filter((m) => m.ok)).toHaveLength(1);
    const kept = await a.returns.forOrder(1001, 50001);
    expect(new Set(kept.map((r) => r.note)).size).toBe(1);
  });
});
