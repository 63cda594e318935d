import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@/lib/account/types';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { buildMyData, myDataFileName, type MyDataParts } from '@/server/privacy/my-data';
import { myDataHandler, type MyDataDeps } from '@/server/privacy/my-data-route';
import type { SessionUser } from '@/server/account/session';
import type { StoredOrder } from '@/server/orders/order';
import { memoryLimiter } from '../../helpers/memory-limiter';
import { orderDraft } from '../orders/fakes';

// "Download my data": the document is built from an allow-list, so the secrets the gathered
// records carry (planted below, each a unique marker) never reach it.

const SECRETS = {
  passwordHash: 'scrypt$SECRET-PASSWORD-HASH',
  viewTokenHash: 'SECRET-VIEW-TOKEN-HASH',
  requestHash: 'SECRET-REQUEST-HASH',
  gatewayOrderId: 'SECRET-GATEWAY-ORDER-ID',
  formUrl: 'https://gateway.example/SECRET-FORM-URL',
  lastError: 'SECRET-ERP-ERROR http://erp.internal:8080',
  erpReference: 'SECRET-ERP-REFERENCE-W0050047',
  favouriteRecord: 987654321,
  peopleId: 55555,
};

const erpOrder: Order = {
  id: 300,
  reference: 'RUCK-100200',
  erpReference: SECRETS.erpReference,
  shopOrderId: 'shop-order-uuid',
  date: '2026-11-01',
  createdAt: '2026-11-01T10:00',
  totalCents: 5990,
  status: 'Delivered',
  statusTone: 'delivered',
  lines: [
    {
      id: 9001,
      productId: 7,
      code: 'TS-01',
      name: 'Linen shirt',
      quantity: 1,
      unitPriceCents: 5990,
      totalCents: 5990,
      colour: 'Blue',
      size: 'M',
    },
  ],
};

function shopOrder(): StoredOrder {
  const draft = orderDraft();
  return {
    id: draft.id,
    userId: 7,
    email: 'ana@example.com',
    state: 'paid',
    content: { ...draft.content, account: { peopleId: SECRETS.peopleId, email: 'ana@example.com' } },
    totalCents: 3300,
    currency: '978',
    paymentAttempts: 1,
    orderNumber: 'RUCK-100201',
    gatewayOrderId: SECRETS.gatewayOrderId,
    formUrl: SECRETS.formUrl,
    erpRecord: 4242,
    erpAttempts: 2,
    nextAttemptAt: 1,
    lastError: SECRETS.lastError,
    viewTokenHash: SECRETS.viewTokenHash,
    createdAt: Date.UTC(2026, 10, 2),
    updatedAt: Date.UTC(2026, 10, 2),
    paidAt: Date.UTC(2026, 10, 2, 0, 5),
    confirmationMailedAt: null,
    requestHash: SECRETS.requestHash,
    erpOutcomeUnknown: false,
    attentionAt: null,
    cardLast4: '1115',
  };
}

const profile = {
  // A record that carries more than the view (as an ERP row would) must not leak it.
  profile: {
    firstName: 'Ana',
    lastName: 'Georgiou',
    email: 'ana@example.com',
    phone: '+357 99 123456',
    passwordHash: SECRETS.passwordHash,
  },
  address: {
    address: '12 Makariou Avenue',
    city: 'Limassol',
    state: '',
    zip: '3030',
    country: 'Cyprus',
    phone: '+357 99 123456',
  },
} as MyDataParts['profile'];

const parts = (): MyDataParts => ({
  profile,
  orders: [erpOrder],
  favourites: [{ recordId: SECRETS.favouriteRecord, productId: 7 }],
  shopOrders: [shopOrder()],
  returns: [
    {
      id: 1,
      orderId: 300,
      lineId: 9001,
      itemCode: 'TS-01',
      quantity: 1,
      reason: 'Too small',
      note: '',
      status: 'requested',
      createdAt: '2026-11-05T09:00:00.000Z',
    },
  ],
  newsletter: {
    subscribed: true,
    signedUpAt: '2026-11-03T08:00:00.000Z',
    consentVersion: NEWSLETTER_CONSENT.version,
    consentText: NEWSLETTER_CONSENT.text,
    consentedAt: '2026-11-03T08:00:00.000Z',
    confirmedAt: '2026-11-03T08:10:00.000Z',
    unsubscribedAt: null,
  },
});

const NOW = new Date('2026-11-28T16:00:00Z');

describe('the data export document', () => {
  it("holds the customer's profile, address, orders, favourites, returns and newsletter consent", () => {
    const data = buildMyData(parts(), NOW);
    expect(data.exportedAt).toBe('2026-11-28T16:00:00.000Z');
    expect(data.profile).toEqual({
      firstName: 'Ana',
      lastName: 'Georgiou',
      email: 'ana@example.com',
      phone: '+357 99 123456',
    });
    expect(data.address.city).toBe('Limassol');
    expect(data.orders).toEqual([
      expect.objectContaining({
        reference: 'RUCK-100200',
        status: 'Delivered',
        total: { cents: 5990, currency: 'EUR' },
        lines: [expect.objectContaining({ code: 'TS-01', name: 'Linen shirt', size: 'M', quantity: 1 })],
      }),
    ]);
    expect(data.ordersKeptByTheShop).toEqual([
      expect.objectContaining({
        reference: 'RUCK-100201',
        state: 'paid',
        cardLast4: '1115',
        placedAt: '2026-11-02T00:00:00.000Z',
        details: expect.objectContaining({ address: '12 Makariou Avenue' }),
      }),
    ]);
    expect(data.favourites).toEqual([{ productId: 7 }]);
    expect(data.returnRequests).toEqual([
      expect.objectContaining({ order: 'RUCK-100200', itemCode: 'TS-01', reason: 'Too small' }),
    ]);
    expect(data.newsletter).toMatchObject({
      subscribed: true,
      consent: { version: NEWSLETTER_CONSENT.version, text: NEWSLETTER_CONSENT.text },
    });
  });

  it('holds no password hash, token, gateway or ERP internals', () => {
    const text = JSON.stringify(buildMyData(parts(), NOW));
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(String(secret));
    expect(text).not.toMatch(/hash|token|gateway|formUrl|erp\.internal|peopleId|recordId/i);
  });

  it('says when the address never signed up for the newsletter', () => {
    expect(buildMyData({ ...parts(), newsletter: null }, NOW).newsletter).toEqual({
      subscribed: false,
      signedUp: false,
    });
  });

  it('is named for the UTC day it was made', () => {
    expect(myDataFileName(new Date('2026-01-05T23:59:59Z'))).toBe('ruck-my-data-2026-01-05.json');
  });
});

const ANA: SessionUser = { userId: 7, addressId: 70, name: 'Ana', email: 'ana@example.com' };

function deps(user: SessionUser | null, over: Partial<MyDataDeps> = {}) {
  const p = parts();
  const d = {
    user: async () => user,
    limiter: memoryLimiter(2),
    now: () => NOW,
    readProfile: vi.fn(async () => ({ ok: true as const, data: p.profile })),
    listOrders: vi.fn(async () => ({ ok: true as const, data: [...p.orders] })),
    listFavourites: vi.fn(async () => ({ ok: true as const, data: [...p.favourites] })),
    shopOrders: vi.fn(async () => [...p.shopOrders]),
    returns: vi.fn(async () => [...p.returns]),
    newsletter: vi.fn(async () => p.newsletter),
    ...over,
  } satisfies MyDataDeps;
  return d;
}

const get = () => new Request('http://shop.test/api/account/data?userId=8', { headers: { cookie: 'x=y' } });

describe('GET /api/account/data', () => {
  it('answers a guest (no session, or a revoked or forged cookie) 401 and reads nothing', async () => {
    const d = deps(null);
    const res = await myDataHandler(d)(get());
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    for (const read of [d.readProfile, d.listOrders, d.listFavourites, d.shopOrders, d.returns, d.newsletter])
      expect(read).not.toHaveBeenCalled();
  });

  it("downloads the session user's own data only, whatever the request names", async () => {
    const d = deps(ANA);
    const res = await myDataHandler(d)(get());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="ruck-my-data-2026-11-28.json"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(d.readProfile).toHaveBeenCalledWith(ANA);
    for (const read of [d.listOrders, d.listFavourites, d.shopOrders, d.returns])
      expect(read).toHaveBeenCalledWith(7);
    expect(d.newsletter).toHaveBeenCalledWith('ana@example.com');
    const body = await res.json();
    expect(body.profile.email).toBe('ana@example.com');
    expect(body.orders[0].reference).toBe('RUCK-100200');
  });

  it('answers 503 when the ERP cannot be read, and is rate limited per account', async () => {
    const down = deps(ANA, { listOrders: async () => ({ ok: false, error: { kind: 'timeout' } }) as never });
    expect((await myDataHandler(down)(get())).status).toBe(503);
    const handler = myDataHandler(deps(ANA));
    expect((await handler(get())).status).toBe(200);
    expect((await handler(get())).status).toBe(200);
    expect((await handler(get())).status).toBe(429);
  });
});
