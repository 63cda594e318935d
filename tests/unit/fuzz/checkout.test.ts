// Fuzzing the checkout's routes: POST /api/cart/quote and /api/checkout/voucher (the app's ERP
// reads against a live sandbox behind a write recorder), POST /api/checkout (the order flow's
// fakes: an in-memory order store and gateway) and the gateway's GET /api/checkout/return and
// /callback. No 5xx, clear 4xx messages, no leaks, and nothing written for refused input.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { placeOrderSchema } from '@/lib/checkout/checkout-schema';
import { QUOTE_MAX_BODY_BYTES, quoteRequestSchema } from '@/server/checkout/quote-request';
import { quoteHandler } from '@/server/checkout/quote-route';
import { VOUCHER_MAX_BODY_BYTES, voucherHandler } from '@/server/checkout/voucher-route';
import { findVoucher } from '@/server/erp/checkout';
import { CHECKOUT_RATE_LIMIT, QUOTE_RATE_LIMIT, VOUCHER_RATE_LIMIT } from '@/server/http/rate-limits';
import { CHECKOUT_MAX_BODY_BYTES, checkoutHandler } from '@/server/orders/checkout-route';
import { callbackHandler, returnHandler } from '@/server/orders/return-route';
import { verifyCallbackChecksum } from '@/server/payment/jcc';
import { z } from 'zod';
import { orderDeps, orderInput } from '../orders/fakes';
import {
  buildRequest,
  checkAnswer,
  fakeSession,
  fuzz,
  fuzzBodyRoute,
  fuzzFile,
  headersArb,
  hostileString,
  queryArb,
  SITE,
  storeChanges,
} from './fuzz-helpers';

const SEED = 0xc4ec;
const CALLBACK_SECRET = 'fuzz-callback-secret-0123456789';
const { erp, limits } = fuzzFile('checkout', [CALLBACK_SECRET]);

const line = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  size: fc.constantFrom('S', 'M', 'L', 'ONE SIZE'),
  color: fc.constantFrom('Black', 'DEFAULT', 'Navy'),
  quantity: fc.integer({ min: 1, max: 10 }),
});
const uniqueLines = fc.uniqueArray(line, {
  minLength: 1,
  maxLength: 4,
  selector: (l) => `${l.id}|${l.size}|${l.color}`,
});

describe('the checkout routes under fuzzing', () => {
  it('POST /api/cart/quote', async () => {
    await fuzzBodyRoute({
      name: 'quote',
      path: '/api/cart/quote',
      handler: quoteHandler({ limiter: limits.limiter(QUOTE_RATE_LIMIT), origin: () => SITE }),
      valid: uniqueLines.chain((lines) =>
        fc
          .array(fc.integer({ min: 0, max: 100_000 }), { minLength: lines.length, maxLength: lines.length })
          .map((prices) => ({ lines: lines.map((l, i) => ({ ...l, priceCents: prices[i] })) })),
      ),
      schema: quoteRequestSchema,
      maxBytes: QUOTE_MAX_BODY_BYTES,
      sameOrigin: true,
      reset: limits.reset,
      writes: () => erp.writes.length,
      then: (answer, valid) => {
        if (valid) expect(answer.status).toBe(200);
      },
      seed: SEED,
      numRuns: 600,
    });
  });

  it('POST /api/cart/quote with one variant repeated in other words: one line, never over 10 sold', async () => {
    const flip = (text: string, upper: boolean) => (upper ? text.toUpperCase() : text.toLowerCase());
    const repeated = fc
      .tuple(
        // Items the fuzzing sandbox has (its 30 records start at 5001), so many lines can be sold.
        line.map((l) => ({ ...l, id: 5000 + (l.id % 30) + 1 })),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 10 })), { minLength: 1, maxLength: 5 }),
      )
      .map(([first, copies]) => {
        const lines = [
          first,
          ...copies.map(([upper, quantity]) => ({
            ...first,
            color: flip(first.color, upper),
            size: flip(first.size, !upper),
            quantity,
          })),
        ];
        // The route refuses lines with the very same key; the same variant in other words passes.
        return lines.filter((l, i) => lines.findIndex((o) => o.size === l.size && o.color === l.color) === i);
      });
    const json = {
      origin: SITE,
      cookie: undefined,
      contentType: 'application/json',
      contentLength: undefined,
      forwardedFor: null,
      host: undefined,
    };
    const handler = quoteHandler({ limiter: limits.limiter(QUOTE_RATE_LIMIT), origin: () => SITE });
    let sold = 0;
    await fuzz(
      'POST /api/cart/quote, repeated lines',
      fc.tuple(repeated, fc.integer({ min: 0, max: 100_000 })),
      async ([lines, priceCents]) => {
        limits.reset();
        const body = JSON.stringify({ lines: lines.map((l) => ({ ...l, priceCents })) });
        const request = buildRequest('POST', '/api/cart/quote', json, body);
        const answer = await checkAnswer(await handler(request));
        expect(answer.status).toBe(200);
        const quote = answer.json as {
          lines: { status: string; quantity: number; available: number | null }[];
        };
        const asked = lines.reduce((sum, l) => sum + l.quantity, 0);
        const sellable = quote.lines.filter((l) => l.status !== 'unavailable');
        if (sellable.length) sold++;
        // Resolved to one variant, the lines become one; unresolved ones are refused, never sold.
        expect(sellable.length).toBeLessThanOrEqual(1);
        for (const l of sellable) {
          expect(l.quantity).toBe(asked);
          if (l.status === 'ok' || l.status === 'price_changed') expect(l.quantity).toBeLessThanOrEqual(10);
          else expect(l.available).toBeLessThanOrEqual(10);
        }
      },
      { seed: SEED + 7, numRuns: 200 },
    );
    // Not vacuous: many of the bags named a variant the sandbox sells.
    expect(sold).toBeGreaterThan(5);
  });

  it('POST /api/checkout/voucher', async () => {
    await fuzzBodyRoute({
      name: 'voucher',
      path: '/api/checkout/voucher',
      handler: voucherHandler({
        limiter: limits.limiter(VOUCHER_RATE_LIMIT),
        origin: () => SITE,
        findVoucher: (code) => findVoucher(code),
      }),
      valid: fc.record({
        code: fc.oneof(fc.stringMatching(/^[A-Z0-9]{3,12}$/), fc.string({ minLength: 1, maxLength: 40 })),
      }),
      schema: z.strictObject({ code: z.string().trim().min(1).max(40) }),
      maxBytes: VOUCHER_MAX_BODY_BYTES,
      sameOrigin: true,
      reset: limits.reset,
      writes: () => erp.writes.length,
      seed: SEED + 1,
      numRuns: 600,
    });
  });

  it('POST /api/checkout', async () => {
    const deps = orderDeps();
    const session = fakeSession({ userId: 1001, addressId: 2001 });
    const saveAddress = vi.fn(async () => {});
    const POST = checkoutHandler({
      user: session.source,
      limiter: limits.limiter(CHECKOUT_RATE_LIMIT),
      origin: () => SITE,
      orders: () => deps.place,
      viewToken: (id) => `token-${id}`,
      saveAddress,
      secureCookie: () => false,
    });
    const writes = () =>
      storeChanges(deps.db) + deps.gateway.registerPayment.mock.calls.length + saveAddress.mock.calls.length;
    await fuzzBodyRoute({
      name: 'checkout',
      path: '/api/checkout',
      handler: session.wrap(POST),
      valid: fc
        .record({
          idempotencyKey: fc.uuid({ version: 4 }),
          lines: uniqueLines,
          voucher: fc.constantFrom(undefined, 'TEN', 'OLD', 'NOPE'),
          note: fc.option(fc.string({ maxLength: 100 }), { nil: undefined }),
          saveAddress: fc.boolean(),
          delivery: fc.constantFrom({ method: 'courier' }, { method: 'pickup', pickupId: 9 }),
        })
        .map((over) => JSON.parse(JSON.stringify(orderInput(over))) as unknown),
      schema: placeOrderSchema,
      maxBytes: CHECKOUT_MAX_BODY_BYTES,
      sameOrigin: true,
      session: session.cookie,
      reset: limits.reset,
      writes,
      seed: SEED + 2,
      numRuns: 600,
    });
  });

  it('GET /api/checkout/return and /api/checkout/callback with hostile queries', async () => {
    const deps = orderDeps();
    const routes = (secret: string | undefined) => ({
      settle: () => deps.settle,
      siteUrl: () => SITE,
      callbackSecret: () => secret,
      verifyChecksum: verifyCallbackChecksum,
      behind: () => {},
    });
    const back = returnHandler(routes(undefined));
    const checked = callbackHandler(routes(CALLBACK_SECRET));
    const unchecked = callbackHandler(routes(undefined));
    const gatewayId = fc.oneof(fc.uuid(), fc.stringMatching(/^[0-9a-f-]{8,64}$/));
    const query = (keys: string[]) =>
      queryArb(
        gatewayId.map((id) => [[keys[0], id]] as [string, string][]),
        [...keys, 'failed', 'checksum', 'operation', 'status'],
      );
    await fuzz(
      'GET /api/checkout/return + /api/checkout/callback',
      fc.tuple(
        query(['orderId']),
        query(['mdOrder']),
        headersArb,
        fc.option(hostileString, { nil: undefined }),
      ),
      async ([returnQuery, callbackQuery, h, cookie]) => {
        const before = storeChanges(deps.db);
        const ret = await checkAnswer(
          await back(buildRequest('GET', `/api/checkout/return?${returnQuery}`, h, undefined)),
        );
        expect(ret.status).toBe(303);
        const [location] = [
          ...(await back(buildRequest('GET', `/api/checkout/return?${returnQuery}`, h, undefined))).headers,
        ]
          .filter(([k]) => k === 'location')
          .map(([, v]) => v);
        expect(location.startsWith(`${SITE}/`)).toBe(true);
        const signed = await checkAnswer(
          await checked(
            buildRequest('GET', `/api/checkout/callback?${callbackQuery}`, h, undefined, {
              cookie: cookie?.replace(/[^\x20-\x7e]/g, ''),
            }),
          ),
        );
        expect(signed.status).toBe(403);
        const open = await checkAnswer(
          await unchecked(buildRequest('GET', `/api/checkout/callback?${callbackQuery}`, h, undefined)),
        );
        expect(open.status).toBe(200);
        // Unknown gateway orders: nothing to settle, nothing written.
        expect(storeChanges(deps.db)).toBe(before);
      },
      { seed: SEED + 3, numRuns: 500 },
    );
  });
});
