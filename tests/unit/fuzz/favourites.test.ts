// Fuzzing /api/favourites (GET, POST), /api/favourites/[productId] (DELETE) and
// /api/favourites/products (GET) with the app's ERP adapter against a live sandbox behind a
// write recorder: no 5xx, clear 4xx messages, no leaks, no ERP write for refused input.
import { getRequest } from '@/tests/helpers/account-routes';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '@/server/account/session';
import { memoryFavouritesCache } from '@/server/favourites/cache';
import { cachedCatalogue } from '@/server/catalogue/whole-catalogue';
import { erpFavouritesAdapter, favouritesService } from '@/server/favourites/favourites';
import {
  FAVOURITES_MAX_BODY_BYTES,
  favouriteHandlers,
  favouriteProductsHandlers,
  favouritesHandlers,
} from '@/server/favourites/favourites-route';
import { FAVOURITES_RATE_LIMIT } from '@/server/http/rate-limits';
import {
  buildRequest,
  checkAnswer,
  expectRefused,
  fakeSession,
  fuzz,
  fuzzBodyRoute,
  fuzzFile,
  headersArb,
  hostileString,
  originPasses,
  SITE,
} from './fuzz-helpers';

const SEED = 0xfa7;
const { erp, limits } = fuzzFile('favourites');
const session = fakeSession<SessionUser>({ userId: 1001, addressId: 2001 });
const deps = {
  user: session.source,
  favourites: favouritesService(erpFavouritesAdapter, memoryFavouritesCache()),
  catalogue: cachedCatalogue,
  limiter: limits.limiter(FAVOURITES_RATE_LIMIT),
  origin: () => SITE,
};
let productIds: number[] = [];
beforeAll(async () => {
  productIds = ((await cachedCatalogue()) ?? []).map((p) => p.id);
  expect(productIds.length).toBeGreaterThan(0);
});

/** A catalogue product (known once the sandbox runs) or any positive id. */
const productId = fc.oneof(
  fc.nat().map((i) => productIds[i % productIds.length]),
  fc.integer({ min: 1, max: 2 ** 40 }),
);

describe('the favourites routes under fuzzing', () => {
  it('POST /api/favourites', async () => {
    await fuzzBodyRoute({
      name: 'favourites',
      path: '/api/favourites',
      handler: session.wrap(favouritesHandlers(deps).POST),
      valid: fc.record({ productId }),
      schema: z.strictObject({ productId: z.number().int().positive() }),
      maxBytes: FAVOURITES_MAX_BODY_BYTES,
      sameOrigin: true,
      session: session.cookie,
      gate: session.signedIn,
      reset: limits.reset,
      writes: () => erp.writes.length,
      then: (answer, valid) => {
        if (valid) expect([200, 400]).toContain(answer.status);
      },
      seed: SEED,
      numRuns: 600,
    });
  });

  it('DELETE /api/favourites/[productId] with hostile ids and headers', async () => {
    const DELETE = session.wrap(favouriteHandlers(deps).DELETE);
    const id = fc.oneof(
      productId.map(String),
      hostileString.map((s) => s.slice(0, 2_000)),
      fc.constantFrom('0', '-1', '1e3', '0x10', '9007199254740993', ' 7 ', 'Infinity', '', '__proto__'),
    );
    await fuzz(
      'DELETE /api/favourites/[productId]',
      fc.tuple(id, headersArb, session.cookie, fc.option(hostileString, { nil: undefined })),
      async ([raw, h, cookie, body]) => {
        limits.reset();
        const before = erp.writes.length;
        const request = buildRequest('DELETE', '/api/favourites/x', h, body, { cookie });
        const answer = await checkAnswer(
          await DELETE(request, { params: Promise.resolve({ productId: raw }) }),
        );
        if (!originPasses(h) || !cookie) {
          expectRefused(answer, 'foreign origin or guest');
          expect(erp.writes.length).toBe(before);
        }
        if (answer.status >= 400) expect(erp.writes.length).toBe(before);
      },
      { seed: SEED + 1, numRuns: 600 },
    );
  });

  it('GET /api/favourites and /api/favourites/products with hostile headers', async () => {
    const list = session.wrap(() => favouritesHandlers(deps).GET(getRequest('/api/favourites')));
    const cards = session.wrap(() => favouriteProductsHandlers(deps).GET(getRequest('/api/favourites')));
    await fuzz(
      'GET /api/favourites + /api/favourites/products',
      fc.tuple(headersArb, session.cookie),
      async ([h, cookie]) => {
        const before = erp.writes.length;
        for (const [path, GET] of [
          ['/api/favourites', list],
          ['/api/favourites/products', cards],
        ] as const) {
          const answer = await checkAnswer(await GET(buildRequest('GET', path, h, undefined, { cookie })));
          expect(answer.status).toBe(cookie ? 200 : 401);
        }
        expect(erp.writes.length).toBe(before);
      },
      { seed: SEED + 2, numRuns: 300 },
    );
  });
});
