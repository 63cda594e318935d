import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const invalidate = vi.hoisted(() => vi.fn(() => 1));
vi.mock('@/server/catalogue/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/catalogue/cache')>()),
  invalidate,
}));

// The other nodes (REDIS_URL): told after this node has dropped its own entries.
const publish = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/server/runtime/shared-state', () => ({ sharedState: () => ({ broadcast: { publish } }) }));

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';
const now = () => String(Math.floor(Date.now() / 1000));

function signed(body: string, opts: { secret?: string; timestamp?: string } = {}): Request {
  const timestamp = opts.timestamp ?? now();
  const mac = createHmac('sha256', opts.secret ?? SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return new Request('http://shop/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': `sha256=${mac}` },
    body,
  });
}

type Answer = { revalidated: string[]; error: { code: string } };
const answer = async (res: Response) => (await res.json()) as Answer;

// config() reads process.env once per module instance, so each test imports a fresh route.
async function route(secret: string | undefined) {
  vi.resetModules();
  vi.stubEnv('REVALIDATE_SECRET', secret ?? '');
  return (await import('@/app/api/revalidate/route')).POST;
}

beforeEach(() => {
  publish.mockClear();
  invalidate.mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/revalidate', () => {
  it('invalidates the named tags when the signature is valid', async () => {
    const POST = await route(SECRET);
    const res = await POST(signed(JSON.stringify({ tags: ['products', 'categories', 'products'] })));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: ['categories', 'products'] });
    expect(invalidate.mock.calls).toEqual([['categories'], ['products']]);
    expect(publish.mock.calls).toEqual([[['categories', 'products']]]);
    expect(publish.mock.invocationCallOrder[0]).toBeGreaterThan(invalidate.mock.invocationCallOrder[1]);
  });

  it('invalidates every tag for {"all": true}', async () => {
    const POST = await route(SECRET);
    const res = await POST(signed('{"all":true}'));
    expect(res.status).toBe(200);
    expect((await answer(res)).revalidated).toEqual([
      'main-categories',
      'categories',
      'brands',
      'colours',
      'products',
      'carousel',
      'stock',
      'delivery-methods',
    ]);
  });

  it('answers 401 for a wrong key, a tampered body or a missing signature', async () => {
    const POST = await route(SECRET);
    const wrongKey = await POST(signed('{"tags":["products"]}', { secret: 'x'.repeat(40) }));
    expect(wrongKey.status).toBe(401);
    expect((await answer(wrongKey)).error.code).toBe('unauthorized');

    const good = signed('{"tags":["products"]}');
    const tampered = new Request(good.url, {
      method: 'POST',
      headers: good.headers,
      body: '{"tags":["brands"]}',
    });
    expect((await POST(tampered)).status).toBe(401);

    const unsigned = new Request(good.url, {
      method: 'POST',
      headers: { 'x-timestamp': now() },
      body: '{"all":true}',
    });
    expect((await POST(unsigned)).status).toBe(401);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('answers 401 for a correctly signed request older (or newer) than 5 minutes', async () => {
    const POST = await route(SECRET);
    const old = String(Math.floor(Date.now() / 1000) - 301);
    const future = String(Math.floor(Date.now() / 1000) + 301);
    expect((await POST(signed('{"all":true}', { timestamp: old }))).status).toBe(401);
    expect((await POST(signed('{"all":true}', { timestamp: future }))).status).toBe(401);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('answers 400 for an unknown tag, extra keys or a body that is not JSON', async () => {
    const POST = await route(SECRET);
    for (const body of [
      '{"tags":["products","everything"]}',
      '{"tags":[]}',
      '{"all":true,"x":1}',
      '{"all":false}',
      'nope',
    ]) {
      const res = await POST(signed(body));
      expect(res.status).toBe(400);
      expect((await answer(res)).error.code).toBe('bad_request');
    }
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('answers 404 when REVALIDATE_SECRET is unset', async () => {
    const POST = await route(undefined);
    const res = await POST(signed('{"all":true}'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

describe('REVALIDATE_SECRET', () => {
  it('is optional but refused when shorter than 32 characters, naming the variable', async () => {
    const { parseConfig } = await import('@/server/config');
    expect(parseConfig({}).revalidateSecret).toBeUndefined();
    expect(parseConfig({ REVALIDATE_SECRET: SECRET }).revalidateSecret).toBe(SECRET);
    expect(() => parseConfig({ REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET/);
  });
});
