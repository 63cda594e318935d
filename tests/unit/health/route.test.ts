import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// GET /api/health as the app wires it: the real ERP adapter against a stand-in ERP (msw), the real
// SQLite store in a folder of its own, no Redis (REDIS_URL unset), TRUSTED_PROXIES 10.0.0.5.
vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
vi.stubEnv('SHOP_DATA_DIR', mkdtempSync(join(tmpdir(), 'health-')));
vi.stubEnv('REDIS_URL', '');
vi.stubEnv('DATABASE_URL', '');
vi.stubEnv('TRUSTED_PROXIES', '10.0.0.5');
const { GET } = await import('@/app/api/health/route');
const { pingErp } = await import('@/server/erp/http');
const { erpBreaker, resetErpBreaker } = await import('@/server/erp/breaker');

const ERP = 'http://erp.test:8080/$TableGetView';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each case measures afresh (the check keeps a report for 2 s) with a closed circuit.
beforeEach(() => {
  delete (globalThis as Record<string, unknown>).__healthCheck;
  resetErpBreaker();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ask = (xff: string) =>
  GET(new Request('http://shop.test/api/health', { headers: { 'x-forwarded-for': xff } }));

describe('GET /api/health', () => {
  it('is ok with the ERP and SQLite answering: one word to the public, the details to loopback', async () => {
    server.use(http.get(ERP, () => HttpResponse.json([])));
    const pub = await ask('203.0.113.9');
    expect(pub.status).toBe(200);
    expect(await pub.text()).toBe('ok');
    const local = await ask('127.0.0.1');
    expect(local.status).toBe(200);
    expect(await local.json()).toMatchObject({
      status: 'ok',
      dependencies: {
        erp: { status: 'up' },
        database: { status: 'up' },
        redis: { status: 'not configured' },
      },
    });
  });

  it('is degraded (503) with the ERP down; a trusted proxy reads which system and why', async () => {
    server.use(http.get(ERP, () => HttpResponse.error()));
    const pub = await ask('203.0.113.9');
    expect(pub.status).toBe(503);
    expect(await pub.text()).toBe('degraded');
    const proxy = await ask('10.0.0.5');
    const body = await proxy.text();
    expect(JSON.parse(body).dependencies.erp).toMatchObject({ status: 'down', failure: 'unreachable' });
    expect(body).not.toContain('erp.test');
  });

  it('answers within about a second when the ERP hangs', async () => {
    server.use(http.get(ERP, () => delay('infinite')));
    const started = performance.now();
    const answer = await ask('127.0.0.1');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(answer.status).toBe(503);
    expect((await answer.json()).dependencies.erp).toMatchObject({ failure: 'timeout' });
  });
});

describe("the ERP's ping", () => {
  it('tells an answer, a refusal of the credentials and silence apart', async () => {
    server.use(http.get(ERP, () => HttpResponse.json({ error: 'no such view' })));
    expect(await pingErp(500)).toBe('answers');
    server.use(http.get(ERP, () => new HttpResponse(null, { status: 403 })));
    expect(await pingErp(500)).toBe('refuses');
    server.use(http.get(ERP, () => new HttpResponse(null, { status: 502 })));
    expect(await pingErp(500)).toBe('silent');
  });

  it("does not count towards the breaker: failed pings leave the shop's ERP calls open", async () => {
    server.use(http.get(ERP, () => HttpResponse.error()));
    for (let i = 0; i < 10; i++) expect(await pingErp(200)).toBe('silent');
    expect(erpBreaker().isOpen()).toBe(false);
  });
});
