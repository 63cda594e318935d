import { describe, expect, it } from 'vitest';
import { drivers } from './drivers';

// Withdrawals, the same on SQLite and PostgreSQL: kept as return requests of kind 'withdrawal', each
// shop order line withdrawn at most once, all lines of a withdrawal or none.

const NOW = 1_795_000_000_000;
const tee = { lineId: 1, itemCode: 'M10001', quantity: 2 };
const cap = { lineId: 2, itemCode: 'M10002', quantity: 1 };
const guest = {
  shopOrderId: 'ord_a',
  erpOrderId: null,
  userId: null,
  name: 'Eleni Georgiou',
  email: 'eleni@example.com',
};

describe.each(drivers)('withdrawals on $name', (driver) => {
  it('stores a guest withdrawal as return requests of kind withdrawal, with when it was received', async () => {
    const { stores, sql } = await driver.open(() => NOW);
    const made = await stores.withdrawals.create({ ...guest, lines: [cap, tee] });
    expect(made).toEqual({
      ok: true,
      data: {
        ...{ shopOrderId: 'ord_a', name: 'Eleni Georgiou', email: 'eleni@example.com' },
        lines: [tee, cap],
        receivedAt: new Date(NOW).toISOString(),
      },
    });
    const rows = await sql.all<{ kind: string; user_id: number | null; reason: string }>(
      'SELECT kind, user_id, reason FROM return_requests ORDER BY id',
    );
    expect(rows).toEqual([
      { kind: 'withdrawal', user_id: null, reason: 'Withdrawal from contract' },
      { kind: 'withdrawal', user_id: null, reason: 'Withdrawal from contract' },
    ]);
    expect(await stores.withdrawals.withdrawnLines('ord_a')).toEqual([1, 2]);
    expect(await stores.withdrawals.withdrawnLines('ord_b')).toEqual([]);
  });

  it('refuses a line withdrawn before and stores none of that withdrawal', async () => {
    const { stores } = await driver.open(() => NOW);
    expect((await stores.withdrawals.create({ ...guest, lines: [tee] })).ok).toBe(true);
    expect(await stores.withdrawals.create({ ...guest, lines: [cap, tee] })).toEqual({
      ok: false,
      error: 'already_withdrawn',
    });
    expect(await stores.withdrawals.withdrawnLines('ord_a')).toEqual([1]);
  });

  it('keeps returns of ERP orders working beside withdrawals', async () => {
    const { stores } = await driver.open(() => NOW);
    await stores.withdrawals.create({ ...guest, userId: 1001, erpOrderId: 50001, lines: [tee] });
    const made = await stores.returns.create(
      1001,
      50002,
      [{ lineId: 700101, itemCode: 'M1', quantity: 1 }],
      'Other',
      '',
    );
    expect(made.ok).toBe(true);
    expect((await stores.returns.forOrder(1001, 50002)).map((r) => r.lineId)).toEqual([700101]);
  });
});
