import { describe, expect, it } from 'vitest';
import { orderNumber } from '@/lib/orders/order-number';
import { sqliteOrderStore } from '@/server/orders/store';
import { createSqliteRateLimiter } from '@/server/shared/sqlite-rate-limiter';
import { openShopDb } from '@/server/store/db';
import { lookUpGuestOrder, sameEmail } from '@/server/withdrawal/guest-lookup';
import { orderDraft } from '../orders/fakes';

// A guest's order lookup by number and email: found only when both match a paid order; every
// other case is the one refusal, and attempts past the limit are refused before any read.

async function setUp(points = 10) {
  const db = openShopDb(':memory:');
  const orders = sqliteOrderStore(db);
  const limiter = createSqliteRateLimiter(() => db, { name: 'order-lookup', points, durationSeconds: 3600 });
  const draft = orderDraft();
  const { order } = await orders.createOrGet(draft.id, draft);
  return { orders, limiter, order };
}

const NO_MATCH = { ok: false, error: { kind: 'no_match' } };

describe('lookUpGuestOrder', () => {
  it('finds a paid order by its number and email, whatever their case, spaces and prefix', async () => {
    const { orders, limiter, order } = await setUp();
    await orders.markPaid(order.id, Date.now(), Date.now() + 60_000);
    const number = orderNumber(order.id);
    const found = await lookUpGuestOrder(
      { orders, limiter },
      { orderNumber: ` ${number.toLowerCase()} `, email: ' ANA@example.com ' },
      'ip:a',
    );
    expect(found.ok && found.data.id).toBe(order.id);
    const bare = await lookUpGuestOrder(
      { orders, limiter },
      { orderNumber: number.slice(5), email: 'ana@example.com' },
      'ip:a',
    );
    expect(bare.ok).toBe(true);
  });

  it('gives the same refusal for a wrong email, a wrong number and an unpaid order', async () => {
    const { orders, limiter, order } = await setUp();
    const number = orderNumber(order.id);
    expect(
      await lookUpGuestOrder({ orders, limiter }, { orderNumber: number, email: 'ana@example.com' }, 'ip:a'),
    ).toEqual(NO_MATCH);
    await orders.markPaid(order.id, Date.now(), Date.now() + 60_000);
    expect(
      await lookUpGuestOrder({ orders, limiter }, { orderNumber: number, email: 'eve@example.com' }, 'ip:a'),
    ).toEqual(NO_MATCH);
    expect(
      await lookUpGuestOrder(
        { orders, limiter },
        { orderNumber: 'RUCK-000000000000', email: 'ana@example.com' },
        'ip:a',
      ),
    ).toEqual(NO_MATCH);
    expect(
      await lookUpGuestOrder(
        { orders, limiter },
        { orderNumber: 'not a number', email: 'ana@example.com' },
        'ip:a',
      ),
    ).toEqual(NO_MATCH);
  });

  it('refuses past the limit, even the right number and email, and counts per client', async () => {
    const { orders, limiter, order } = await setUp(2);
    await orders.markPaid(order.id, Date.now(), Date.now() + 60_000);
    const right = { orderNumber: orderNumber(order.id), email: 'ana@example.com' };
    await lookUpGuestOrder({ orders, limiter }, { ...right, email: 'x@example.com' }, 'ip:a');
    await lookUpGuestOrder({ orders, limiter }, { ...right, email: 'y@example.com' }, 'ip:a');
    const refused = await lookUpGuestOrder({ orders, limiter }, right, 'ip:a');
    expect(refused.ok === false && refused.error.kind).toBe('rate_limited');
    expect((await lookUpGuestOrder({ orders, limiter }, right, 'ip:b')).ok).toBe(true);
  });
});

describe('sameEmail', () => {
  it('ignores case and surrounding spaces only', () => {
    expect(sameEmail(' Ana@Example.COM', 'ana@example.com')).toBe(true);
    expect(sameEmail('ana@example.co', 'ana@example.com')).toBe(false);
  });
});
