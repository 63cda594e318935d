import { describe, expect, it } from 'vitest';
import { STORE_UNAVAILABLE_DIGEST } from '@/lib/store-unavailable';
import { STORE_UNAVAILABLE } from '@/tests/helpers/http-texts';
import { answerStoreOutage } from '@/server/http/store-outage';
import { isPgConnectionFailure, StoreUnavailableError } from '@/server/store/unavailable';

// The database outage as one typed error (server/store/unavailable.ts) and its one mapping to an
// answer (server/http/store-outage.ts). The real thing, a PostgreSQL stopped mid-run, is
// tests/sandbox/store-outage.test.ts.

const outage = new StoreUnavailableError(
  Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
);
const req = () => new Request('http://shop.test/api/x');

describe('a database outage', () => {
  it('is told apart from a wrong statement or a constraint', () => {
    const pgError = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'])
      expect(isPgConnectionFailure(pgError(code))).toBe(true);
    expect(isPgConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isPgConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['23505', '42601', '42P01', '22P02'])
      expect(isPgConnectionFailure(pgError(code))).toBe(false);
    expect(isPgConnectionFailure(null)).toBe(false);
    expect(outage.digest).toBe(STORE_UNAVAILABLE_DIGEST);
  });

  it('answers 503 with the clear message, private; other errors go through untouched', async () => {
    const down = answerStoreOutage((_: Request) => Promise.reject(outage));
    const res = await down(req());
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ error: { code: 'unavailable', message: STORE_UNAVAILABLE.message } });
    const broken = answerStoreOutage((_: Request) => Promise.reject(new Error('bug')));
    await expect(broken(req())).rejects.toThrow('bug');
  });

  it("wraps each of a route's methods, and a route may answer its own way from the request", async () => {
    const { GET, POST } = answerStoreOutage(
      {
        GET: (_: Request) => Promise.reject(outage),
        POST: (_: Request) => Promise.resolve(new Response('ok')),
      },
      (request: Request) => new Response(new URL(request.url).pathname, { status: 303 }),
    );
    const got = await GET(req());
    expect([got.status, await got.text()]).toEqual([303, '/api/x']);
    expect(await (await POST(req())).text()).toBe('ok');
  });
});
