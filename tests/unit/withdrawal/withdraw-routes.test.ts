import { describe, expect, it, vi } from 'vitest';
import { orderNumber } from '@/lib/orders/order-number';
import { sqliteOrderStore } from '@/server/orders/store';
import { sqlWithdrawals } from '@/server/returns/withdrawals';
import { createSqliteRateLimiter } from '@/server/shared/sqlite-rate-limiter';
import { openShopDb } from '@/server/store/db';
import { sqliteSql } from '@/server/store/sql';
import { openLookup, sealLookup } from '@/server/withdrawal/lookup-cookie';
import { lookupHandler } from '@/server/withdrawal/lookup-route';
import { confirmForm, reviewForm, type WithdrawDeps } from '@/server/withdrawal/withdraw-routes';
import { orderDraft } from '../orders/fakes';

// The lookup's and the withdrawal's posts on a real SQLite store: the one refusal for every miss,
// the limit, and a withdrawal recorded (and acknowledged) only by Confirm withdrawal.

const SITE = 'https://ruck.example';
const SECRET = 's'.repeat(32);
const NOW = Date.parse('2026-11-20T10:00:00Z');
const tee = {
  id: 1,
  code: 'M1',
  name: 'Tee',
  colour: 'BLACK',
  color: 'Black',
  size: 'M',
  quantity: 2,
  unitPriceCents: 1500,
};
const cap = { ...tee, id: 2, code: 'M2', name: 'Cap', quantity: 1 };

async function setUp() {
  const db = openShopDb(':memory:');
  const orders = sqliteOrderStore(db, () => NOW);
  const withdrawals = sqlWithdrawals(sqliteSql(db), () => NOW);
  const draft = orderDraft();
  draft.content.lines = [tee, cap];
  const { order } = await orders.createOrGet(draft.id, draft);
  await orders.markPaid(order.id, NOW, NOW + 60_000);
  const mail = vi.fn(() => Promise.resolve());
  const deps: WithdrawDeps = {
    orders: () => orders,
    withdrawals: () => withdrawals,
    userId: () => Promise.resolve(null),
    mail,
    siteUrl: () => SITE,
    secret: () => SECRET,
    secureCookie: () => true,
    now: () => NOW,
  };
  const limiter = createSqliteRateLimiter(() => db, {
    name: 'order-lookup',
    points: 3,
    durationSeconds: 3600,
  });
  const lookUp = lookupHandler({
    orders,
    limiter,
    siteUrl: () => SITE,
    secret: () => SECRET,
    secureCookie: () => true,
    now: () => NOW,
  });
  return { order, orders, withdrawals, deps, mail, lookUp };
}

const formPost = (path: string, body: string, cookie = '', origin = SITE) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body,
  });

const jsonPost = (data: unknown) =>
  new Request(`${SITE}/api/order-lookup`, {
    method: 'POST',
    headers: { Origin: SITE, 'Content-Type': 'application/json', 'X-Real-IP': '203.0.113.9' },
    body: JSON.stringify(data),
  });

const sealedCookie = (res: Response) =>
  /order_lookup=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? '';

describe('POST /api/order-lookup', () => {
  it('answers a wrong email and an unknown number alike, and seals only a match', async () => {
    const { order, lookUp } = await setUp();
    const wrongEmail = await lookUp(
      jsonPost({ orderNumber: orderNumber(order.id), email: 'eve@example.com' }),
    );
    const unknown = await lookUp(jsonPost({ orderNumber: 'RUCK-000000000000', email: 'ana@example.com' }));
    expect(wrongEmail.status).toBe(404);
    expect(await wrongEmail.json()).toEqual(await unknown.json());
    expect(wrongEmail.headers.getSetCookie()).toEqual([]);
    const found = await lookUp(jsonPost({ orderNumber: orderNumber(order.id), email: 'ana@example.com' }));
    expect(found.status).toBe(200);
    expect(openLookup(sealedCookie(found), SECRET, NOW)?.orderId).toBe(order.id);
    expect(found.headers.getSetCookie()[0]).not.toContain('ana@example.com');
  });

  it('refuses past the limit with 429, even the right pair', async () => {
    const { order, lookUp } = await setUp();
    for (let i = 0; i < 3; i++)
      await lookUp(jsonPost({ orderNumber: 'RUCK-000000000000', email: 'a@example.com' }));
    const res = await lookUp(jsonPost({ orderNumber: orderNumber(order.id), email: 'ana@example.com' }));
    expect(res.status).toBe(429);
  });
});

describe('the withdrawal posts', () => {
  it('records nothing on review; Confirm withdrawal stores it, mails the acknowledgement and shows done', async () => {
    const { order, withdrawals, deps, mail } = await setUp();
    const cookie = `order_lookup=${sealLookup({ orderId: order.id, exp: NOW + 60_000 }, SECRET)}`;
    const reviewed = await reviewForm(deps)(
      formPost('/api/withdraw/review', 'name=Ana+Georgiou&line=2', cookie),
    );
    expect(reviewed.status).toBe(303);
    expect(reviewed.headers.get('location')).toBe('/withdraw/confirm');
    expect(await withdrawals.withdrawnLines(order.id)).toEqual([]);
    const draft = sealedCookie(reviewed);
    expect(openLookup(draft, SECRET, NOW)?.draft).toEqual({
      name: 'Ana Georgiou',
      lines: [{ lineId: 2, quantity: 1 }],
    });

    const confirmed = await confirmForm(deps)(formPost('/api/withdraw/confirm', '', `order_lookup=${draft}`));
    expect(confirmed.headers.get('location')).toBe('/withdraw/done');
    expect(await withdrawals.withdrawnLines(order.id)).toEqual([2]);
    expect(mail).toHaveBeenCalledWith({
      reference: orderNumber(order.id),
      name: 'Ana Georgiou',
      // The order's own email, as it was placed.
      email: 'Ana@Example.com',
      lines: [{ name: 'Cap', colour: 'BLACK', size: 'M', quantity: 1 }],
      receivedAt: new Date(NOW).toISOString(),
      locale: 'en',
    });
    // A second confirm of the same draft is refused and mails nothing more.
    const again = await confirmForm(deps)(formPost('/api/withdraw/confirm', '', `order_lookup=${draft}`));
    expect(again.headers.get('location')).toBe('/withdraw');
    expect(mail).toHaveBeenCalledTimes(1);
  });

  it('keeps a shopper reading Greek on the Greek pages and acknowledges in Greek', async () => {
    const { order, deps, mail } = await setUp();
    const cookie = `lang=el; order_lookup=${sealLookup({ orderId: order.id, exp: NOW + 60_000 }, SECRET)}`;
    const refused = await reviewForm(deps)(formPost('/api/withdraw/review', 'name=&line=2', cookie));
    expect(refused.headers.get('location')).toBe('/el/withdraw');
    const reviewed = await reviewForm(deps)(formPost('/api/withdraw/review', 'name=Ana&line=2', cookie));
    expect(reviewed.headers.get('location')).toBe('/el/withdraw/confirm');
    const confirmed = await confirmForm(deps)(
      formPost('/api/withdraw/confirm', '', `lang=el; order_lookup=${sealedCookie(reviewed)}`),
    );
    expect(confirmed.headers.get('location')).toBe('/el/withdraw/done');
    expect(mail).toHaveBeenCalledWith(expect.objectContaining({ locale: 'el' }));
  });

  it('sends a forged or missing seal back to the lookup, and refuses a foreign Origin', async () => {
    const { order, withdrawals, deps } = await setUp();
    const forged = `order_lookup=${sealLookup({ orderId: order.id, exp: NOW + 60_000 }, 'x'.repeat(32))}`;
    const res = await reviewForm(deps)(formPost('/api/withdraw/review', 'name=Eve&line=1', forged));
    expect(res.headers.get('location')).toBe('/withdraw');
    expect(res.headers.getSetCookie()).toEqual([]);
    const foreign = await confirmForm(deps)(
      formPost('/api/withdraw/confirm', '', '', 'https://evil.example'),
    );
    expect(foreign.status).toBe(403);
    expect(await withdrawals.withdrawnLines(order.id)).toEqual([]);
  });

  it('goes back with the message when no line is chosen', async () => {
    const { order, deps } = await setUp();
    const cookie = `order_lookup=${sealLookup({ orderId: order.id, exp: NOW + 60_000 }, SECRET)}`;
    const res = await reviewForm(deps)(formPost('/api/withdraw/review', 'name=Ana', cookie));
    expect(res.headers.get('location')).toBe('/withdraw');
    expect(decodeURIComponent(res.headers.getSetCookie().join(''))).toContain('Choose at least one item.');
  });
});
