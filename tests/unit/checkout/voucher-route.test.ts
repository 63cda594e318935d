import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VOUCHER_MESSAGES } from '@/lib/checkout/voucher';
import { VOUCHER_RATE_LIMIT } from '@/server/http/rate-limits';
import { freshIp, request, SITE, startHarness, type Harness } from '../account/auth-harness';

// POST /api/checkout/voucher against the sandbox ERP's seeded vouchers.

let h: Harness;
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  h = await startHarness('voucher-route');
  const { voucherHandler } = await import('@/server/checkout/voucher-route');
  const { findVoucher } = await import('@/server/erp/checkout');
  POST = voucherHandler({ limiter: h.limiter(VOUCHER_RATE_LIMIT), origin: () => SITE, findVoucher });
});
afterAll(async () => {
  await h.close();
  vi.unstubAllEnvs();
});

const ask = (code: unknown, call: Parameters<typeof request>[1] = {}) =>
  POST(request('/api/checkout/voucher', { body: { code }, ip: freshIp(), ...call }));

describe('POST /api/checkout/voucher', () => {
  it.each([
    ['WELCOME10', 1000],
    ['BIG200', 20000],
    ['welcome10 ', 1000],
  ])('a valid voucher %s answers its value', async (code, valueCents) => {
    const res = await ask(code);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ voucher: { code: code.trim().toUpperCase(), valueCents } });
  });

  it.each([
    ['OLD5', VOUCHER_MESSAGES.expired],
    ['USED20', VOUCHER_MESSAGES.used],
    ['NOSUCHCODE', VOUCHER_MESSAGES.unknown],
    ['not a code!', VOUCHER_MESSAGES.unknown],
  ])('%s is refused with the shopper message', async (code, message) => {
    const res = await ask(code);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_voucher', message, fields: { voucher: message } },
    });
  });

  it('refuses an empty code, extra fields and another origin', async () => {
    expect((await ask('')).status).toBe(400);
    const extra = await POST(
      request('/api/checkout/voucher', { body: { code: 'WELCOME10', valueCents: 99999 } }),
    );
    expect(extra.status).toBe(400);
    expect((await ask('WELCOME10', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await ask('WELCOME10', { origin: null })).status).toBe(403);
  });

  it('limits look-ups per client IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < VOUCHER_RATE_LIMIT.points; i++) expect((await ask('NOPE', { ip })).status).toBe(400);
    const res = await ask('WELCOME10', { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses a voucher whose value the ERP answer does not give as money, whatever $collected holds', async () => {
    const { voucherHandler } = await import('@/server/checkout/voucher-route');
    const { toVoucher } = await import('@/server/erp/transforms/checkout');
    // $collected read as the record that redeemed it (the ERP's `$x` convention), no money field.
    const unreadable = toVoucher('GIFT', { code: 'GIFT', $collected: 50001, used: false }, '2026-11-23');
    const route = voucherHandler({
      limiter: h.limiter(VOUCHER_RATE_LIMIT),
      origin: () => SITE,
      findVoucher: async () => ({ ok: true, data: unreadable }),
    });
    const res = await route(request('/api/checkout/voucher', { body: { code: 'GIFT' }, ip: freshIp() }));
    expect(res.status).toBe(400);
    const message = VOUCHER_MESSAGES.unreadable;
    expect(await res.json()).toEqual({
      error: { code: 'invalid_voucher', message, fields: { voucher: message } },
    });
  });

  it('answers 503 with the spec message when the ERP does not answer', async () => {
    const { voucherHandler } = await import('@/server/checkout/voucher-route');
    const { ErpError } = await import('@/server/erp/errors');
    const down = voucherHandler({
      limiter: h.limiter(VOUCHER_RATE_LIMIT),
      origin: () => SITE,
      findVoucher: async () => ({ ok: false, error: new ErpError('timeout', '$PosFindVoucher', 'timeout') }),
    });
    const res = await down(request('/api/checkout/voucher', { body: { code: 'WELCOME10' }, ip: freshIp() }));
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe(VOUCHER_MESSAGES.failed);
  });
});
