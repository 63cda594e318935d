// Faults: the ERP down (503s, or the server stopped), slow beyond the adapter's timeout, or answering
// broken JSON, against the sandbox ERP over HTTP. The circuit breaker opens after its threshold and
// then fails fast without a request, probes after its pause and closes when the ERP answers; the
// catalogue serves its last good data, a cold cache gives the page's friendly error, and checkout
// refuses with a 503 and stores nothing. Short breaker timings are injected; production keeps the
// defaults (BREAKER_THRESHOLD, BREAKER_HALF_OPEN_AFTER_MS).
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_UNAVAILABLE_DIGEST } from '@/lib/catalogue-unavailable';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/checkout-schema';
import { clearCache, invalidate } from '@/server/catalogue/cache';
import { productsScope } from '@/server/catalogue/listing-scope';
import { loadProductPage } from '@/server/catalogue/product-page';
import { getBrands, getProducts } from '@/server/catalogue/reads';
import { getDeliveryOptions } from '@/server/checkout/delivery';
import { CircuitOpenError, resetErpBreaker, type ErpBreaker } from '@/server/erp/breaker';
import { findVoucher } from '@/server/erp/checkout';
import type { ErpErrorKind } from '@/server/erp/errors';
import { erpGet, erpPost } from '@/server/erp/http';
import { placeOrder, type PlaceOrderDeps } from '@/server/orders/place-order';
import { buyerAccount } from '@/server/orders/buyer-account';
import { priceOrderLines } from '@/server/orders/price-lines';
import type { OrderStore } from '@/server/orders/store';
import type { PaymentGateway } from '@/server/payment/types';
import { orderInput } from '../unit/orders/fakes';
import { startTestSandbox, type TestSandbox } from './helpers';

const THRESHOLD = 3;
const PAUSE_MS = 300;
const TIMEOUT_MS = 150;
const SEED = { seedItems: 30, seed: 42 };

let erp: TestSandbox;
let dataDir: string;
let logged: string[];
let breaker: ErpBreaker;
const fetchSpy = vi.spyOn(globalThis, 'fetch');

/** Requests the adapter sent to the sandbox ERP (the tests' own /__sandbox calls left out). */
const wire = () =>
  fetchSpy.mock.calls.filter(
    ([url]) => typeof url === 'string' && url.startsWith(erp.url) && !url.includes('/__sandbox'),
  ).length;
const setFaults = (body: object) =>
  fetch(`${erp.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One read with no retry and a short timeout: one request, one outcome for the breaker. */
const readBrands = () =>
  erpGet('$TableGetView', { system: 'pos', file: 'brand' }, z.array(z.unknown()), {
    retries: 0,
    timeoutMs: TIMEOUT_MS,
  });
const kindOf = (r: { ok: boolean; error?: { kind: ErpErrorKind } }) => (r.ok ? 'ok' : r.error?.kind);

beforeAll(async () => {
  erp = await startTestSandbox(SEED);
  dataDir = erp.dataDir;
  vi.stubEnv('ERP_BASE_URL', erp.url);
}, 60_000);
afterAll(async () => {
  await erp?.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  resetErpBreaker();
});
beforeEach(() => {
  clearCache();
  logged = [];
  breaker = resetErpBreaker({
    threshold: THRESHOLD,
    halfOpenAfterMs: PAUSE_MS,
    log: (_, line) => logged.push(line),
  });
});
afterEach(async () => {
  await setFaults({});
});

interface Mode {
  name: string;
  /** What each failed read answers before the circuit opens. */
  kind: ErpErrorKind;
  down(): Promise<unknown>;
  up(): Promise<unknown>;
}

const MODES: Mode[] = [
  {
    name: 'down (every answer a 503)',
    kind: 'unavailable',
    down: () => setFaults({ failRate: 1, failStatus: 503 }),
    up: () => setFaults({}),
  },
  {
    name: 'stopped (connection refused)',
    kind: 'unavailable',
    down: () => erp.close(),
    // The same port and data: the adapter's configured address answers again.
    up: async () => (erp = await startTestSandbox({ ...SEED, port: erp.port, dataDir })),
  },
  {
    name: 'slow beyond the timeout',
    kind: 'timeout',
    down: () => setFaults({ latencyMs: TIMEOUT_MS * 4 }),
    up: () => setFaults({}),
  },
  {
    name: 'answering broken JSON',
    kind: 'invalid_response',
    down: () => setFaults({ malformedRate: 1 }),
    up: () => setFaults({}),
  },
];

/** The ERP gives no more answers: never stored, never paid. */
function recordingDeps(): { deps: PlaceOrderDeps; storeCalls: string[]; gatewayCalls: string[] } {
  const storeCalls: string[] = [];
  const gatewayCalls: string[] = [];
  const recorder = <T extends object>(calls: string[]) =>
    new Proxy({} as T, {
      get: (_, name) => (): null => (calls.push(String(name)), null),
    });
  return {
    storeCalls,
    gatewayCalls,
    deps: {
      store: recorder<OrderStore>(storeCalls),
      gateway: recorder<PaymentGateway>(gatewayCalls),
      priceLines: priceOrderLines,
      deliveryOptions: getDeliveryOptions,
      findVoucher: (code) => findVoucher(code),
      accountOf: buyerAccount,
      siteUrl: 'https://ruck.example',
      viewTokenHash: () => 'h',
      now: Date.now,
    },
  };
}

const orderOf = (productId: number) =>
  orderInput({ lines: [{ id: productId, size: 'M', color: 'Black', quantity: 1 }] });

describe('the ERP circuit breaker against the sandbox ERP', () => {
  it.each(MODES)(
    '$name: opens after the threshold, fails fast, keeps the catalogue, refuses checkout, then probes and closes',
    async (mode) => {
      // A warm cache: the product list and the delivery methods read while the ERP is well.
      const warm = await getProducts();
      if (!warm.ok) throw warm.error;
      expect((await getDeliveryOptions()).ok).toBe(true);
      const productId = warm.data[0].id;

      await mode.down();
      const start = wire();
      for (let i = 0; i < THRESHOLD; i++) expect(kindOf(await readBrands())).toBe(mode.kind);
      expect(wire() - start).toBe(THRESHOLD);
      expect(breaker.isOpen()).toBe(true);
      expect(logged).toEqual([
        expect.stringMatching(
          new RegExp(`CIRCUIT OPEN after ${THRESHOLD} failures in a row \\(last: ${mode.kind}\\)`),
        ),
      ]);
      expect(logged.join('\n')).not.toContain(erp.url);

      // Open: reads and writes fail at once as 'unavailable', and nothing reaches the ERP.
      const open = wire();
      const failed = await readBrands();
      expect(failed.ok ? null : [failed.error.kind, failed.error instanceof CircuitOpenError]).toEqual([
        'unavailable',
        true,
      ]);
      const write = await erpPost('$PosProcessWeb', { orderid: 'x' }, z.unknown());
      expect(write.ok ? null : write.error).toBeInstanceOf(CircuitOpenError);

      // A warm cache answers its last good data, stale or not (the refresh fails fast behind it).
      invalidate('products');
      expect(await getProducts()).toEqual(warm);
      // A cold cache answers a typed error; a listing page and a product page turn it into the
      // friendly catalogue error (never an empty grid, never a 404).
      const brands = await getBrands();
      expect(brands.ok ? null : brands.error.kind).toBe('unavailable');
      clearCache();
      await expect(productsScope({})).rejects.toMatchObject({ digest: CATALOGUE_UNAVAILABLE_DIGEST });
      await expect(loadProductPage(String(productId))).rejects.toMatchObject({
        digest: CATALOGUE_UNAVAILABLE_DIGEST,
      });

      // Checkout refuses to start: a 503 with its message, nothing stored, no payment registered.
      const { deps, storeCalls, gatewayCalls } = recordingDeps();
      expect(await placeOrder(orderOf(productId), null, deps)).toEqual({
        ok: false,
        error: {
          status: 503,
          code: 'unavailable',
          message: CHECKOUT_MESSAGES.unavailable,
        },
      });
      expect(storeCalls).toEqual(['getByIdempotencyKey']);
      expect(gatewayCalls).toEqual([]);
      expect(wire()).toBe(open);

      // After the pause one request probes; the ERP still failing opens the circuit again, quietly.
      await sleep(PAUSE_MS + 50);
      expect(breaker.isOpen()).toBe(false);
      expect(kindOf(await readBrands())).toBe(mode.kind);
      expect(wire()).toBe(open + 1);
      expect(breaker.isOpen()).toBe(true);
      expect(kindOf(await readBrands())).toBe('unavailable');
      expect(wire()).toBe(open + 1);
      expect(logged).toHaveLength(1);

      // The ERP is back: the next probe after the pause closes the circuit, and reads flow again.
      await mode.up();
      await sleep(PAUSE_MS + 50);
      expect(kindOf(await readBrands())).toBe('ok');
      expect(wire()).toBe(open + 2);
      expect(breaker.isOpen()).toBe(false);
      expect(logged[1]).toBe('[erp] circuit closed: the ERP answers again');
      expect((await getBrands()).ok).toBe(true);
    },
    20_000,
  );

  it('answers that are errors (404, a refusal, a refused token) keep it closed; any answer resets the count', async () => {
    for (const [faults, kind] of [
      [{ failRate: 1, failStatus: 200 }, 'rejected'],
      [{ failRate: 1, failStatus: 401 }, 'auth'],
    ] as const) {
      await setFaults(faults);
      for (let i = 0; i < THRESHOLD + 1; i++) expect(kindOf(await readBrands())).toBe(kind);
    }
    await setFaults({});
    for (let i = 0; i < THRESHOLD + 1; i++) {
      const missing = await erpGet('$NoSuchOperation', {}, z.unknown(), { retries: 0, quietMissing: true });
      expect(kindOf(missing)).toBe('not_found');
    }
    expect(breaker.isOpen()).toBe(false);

    await setFaults({ failRate: 1 });
    for (let i = 0; i < THRESHOLD - 1; i++) expect(kindOf(await readBrands())).toBe('unavailable');
    await setFaults({});
    expect(kindOf(await readBrands())).toBe('ok');
    await setFaults({ failRate: 1 });
    for (let i = 0; i < THRESHOLD - 1; i++) expect(kindOf(await readBrands())).toBe('unavailable');
    expect(breaker.isOpen()).toBe(false);
    expect(logged).toEqual([]);
  });

  it('a read retried on 503s spends its retries on the count, and a retry stops once the circuit opens', async () => {
    await setFaults({ failRate: 1 });
    const start = wire();
    // Two retries: three requests, the threshold, so the circuit opens on the last one.
    const r = await erpGet('$TableGetView', { system: 'pos', file: 'brand' }, z.unknown());
    expect(kindOf(r)).toBe('unavailable');
    expect(wire() - start).toBe(THRESHOLD);
    expect(breaker.isOpen()).toBe(true);
    const again = await erpGet('$TableGetView', { system: 'pos', file: 'brand' }, z.unknown());
    expect(again.ok ? null : again.error).toBeInstanceOf(CircuitOpenError);
    expect(wire() - start).toBe(THRESHOLD);
  });
});
