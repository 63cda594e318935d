// Fuzzing the catalogue's public routes as the app exports them (app/…/route.ts), against a live
// sandbox ERP behind a write recorder: GET /api/search, /api/products/[id]/options,
// /api/navigation, /media/[file]/[record]/[attach], /sitemap.xml, /sitemap/[shard] and the signed
// POST /api/revalidate. No 5xx, clear 4xx messages, no leaks, and never an ERP write.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSearchTerm } from '@/lib/search/search-term';
import { MAX_BODY_BYTES, revalidateBodySchema, signRevalidation } from '@/server/catalogue/revalidate';
import {
  bodyCases,
  buildRequest,
  checkAnswer,
  expectRefused,
  fuzz,
  fuzzFile,
  headersArb,
  hostileString,
  passesSchema,
  queryArb,
} from './fuzz-helpers';

const SEED = 0xca7a;
const REVALIDATE_SECRET = 'fuzz-revalidate-secret-0123456789abcdef';
vi.stubEnv('REVALIDATE_SECRET', REVALIDATE_SECRET);
vi.stubEnv('SHOP_DATA_DIR', mkdtempSync(join(tmpdir(), 'fuzz-catalogue-')));
const { erp } = fuzzFile('catalogue', [REVALIDATE_SECRET]);
afterEach(() => expect(erp.writes).toEqual([]));

const search = await import('@/app/api/search/route');
const options = await import('@/app/api/products/[id]/options/route');
const navigation = await import('@/app/api/navigation/route');
const media = await import('@/app/media/[file]/[record]/[attach]/route');
const sitemapIndex = await import('@/app/sitemap.xml/route');
const sitemapShard = await import('@/app/sitemap/[shard]/route');
const revalidate = await import('@/app/api/revalidate/route');

const pathPart = fc.oneof(
  fc.stringMatching(/^[0-9]{1,18}$/),
  hostileString.map((s) => s.slice(0, 3_000)),
  fc.constantFrom(
    '0',
    '-1',
    '1e3',
    '0x1f',
    '..',
    '%2e%2e',
    '..%2F..%2Fetc',
    '__proto__',
    'constructor',
    ' 7',
    '7.0',
    '',
  ),
);
const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });

describe('the catalogue routes under fuzzing', () => {
  it('GET /api/search?q=…', async () => {
    const valid = fc.string({ minLength: 1, maxLength: 30 }).map((q) => [['q', q]] as [string, string][]);
    await fuzz(
      'GET /api/search',
      fc.tuple(queryArb(valid, ['q']), headersArb),
      async ([query, h]) => {
        const request = buildRequest('GET', `/api/search?${query}`, h, undefined);
        const answer = await checkAnswer(await search.GET(request));
        const term = parseSearchTerm(new URL(request.url).searchParams);
        expect(answer.status).toBe(term.ok ? 200 : 400);
      },
      { seed: SEED, numRuns: 700 },
    );
  });

  it('GET /api/products/[id]/options', async () => {
    await fuzz(
      'GET /api/products/[id]/options',
      fc.tuple(
        fc.oneof(
          fc.integer({ min: 1, max: 40 }).map(String),
          // At and past 2^53, where a JavaScript number silently becomes another id.
          fc.bigInt({ min: 2n ** 53n - 3n, max: 2n ** 64n }).map(String),
          pathPart,
        ),
        headersArb,
      ),
      async ([id, h]) => {
        const request = buildRequest('GET', '/api/products/x/options', h, undefined);
        const answer = await checkAnswer(await options.GET(request, params({ id })));
        expect([200, 404]).toContain(answer.status);
      },
      { seed: SEED + 1, numRuns: 400 },
    );
  });

  it('GET /api/products/[id]/options?lang=el names the colours in Greek, keeping their labels; refuses another lang', async () => {
    const ask = (query: string) =>
      options.GET(new Request(`http://127.0.0.1/api/products/5001/options${query}`), params({ id: '5001' }));
    const english = await (await ask('')).json();
    const greek = await (await ask('?lang=el')).json();
    expect(english.colours.length).toBeGreaterThan(0);
    expect(english.colours.every((c: { shown?: string }) => c.shown === undefined)).toBe(true);
    expect(greek.colours.map((c: { label: string }) => c.label)).toEqual(
      english.colours.map((c: { label: string }) => c.label),
    );
    expect(greek.colours.every((c: { shown: string }) => /[\u0370-\u03ff]/.test(c.shown))).toBe(true);
    const refused = await ask('?lang=fr');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('The language lang is one of en, el');
  });

  it('GET /media/[file]/[record]/[attach]', async () => {
    const file = fc.oneof(fc.constantFrom('item', 'people', 'category'), pathPart);
    const attach = fc.oneof(fc.constantFrom('M1_BLK_1.jpg', 'x.png', '.jpg', 'a/../b.jpg'), pathPart);
    await fuzz(
      'GET /media/[file]/[record]/[attach]',
      fc.tuple(file, pathPart, attach, headersArb),
      async ([f, record, a, h]) => {
        const request = buildRequest('GET', '/media/x/y/z', h, undefined);
        const answer = await checkAnswer(await media.GET(request, params({ file: f, record, attach: a })));
        expect([200, 400, 404]).toContain(answer.status);
      },
      { seed: SEED + 2, numRuns: 400 },
    );
  });

  it('GET /sitemap/[shard], /sitemap.xml and /api/navigation', async () => {
    const shard = fc.oneof(
      fc.constantFrom('0.xml', '1.xml', '0', '00.xml', '-1.xml', '1e3.xml', '0.xml.xml'),
      pathPart,
    );
    await fuzz(
      'GET /sitemap/[shard] + /sitemap.xml + /api/navigation',
      shard,
      async (value) => {
        const answer = await checkAnswer(
          await sitemapShard.GET(new Request('http://127.0.0.1:3000/sitemap/x'), params({ shard: value })),
        );
        expect([200, 404]).toContain(answer.status);
      },
      { seed: SEED + 3, numRuns: 300 },
    );
    expect((await checkAnswer(await sitemapIndex.GET())).status).toBe(200);
    expect((await checkAnswer(await navigation.GET())).status).toBe(200);
  });

  it('POST /api/revalidate with hostile bodies, signatures and timestamps', async () => {
    const valid = fc.oneof(
      fc.constant({ all: true }),
      fc.record({
        tags: fc.uniqueArray(fc.constantFrom('products', 'categories', 'brands'), { minLength: 1 }),
      }),
    );
    const signing = fc.record({
      signed: fc.boolean(),
      skew: fc.constantFrom(0, 0, 0, 10, -400, 1e9),
      timestamp: fc.option(
        fc.oneof(fc.constantFrom('', '-1', '1e9', '99999999999999', 'abc'), fc.string({ maxLength: 20 })),
        { nil: undefined },
      ),
      signature: fc.option(
        fc.oneof(
          fc.constantFrom('sha256=', `sha256=${'0'.repeat(64)}`, `sha256=${'g'.repeat(64)}`),
          fc.string({ maxLength: 80 }),
        ),
        { nil: undefined },
      ),
    });
    await fuzz(
      'POST /api/revalidate',
      fc.tuple(bodyCases(valid, MAX_BODY_BYTES, 8), signing),
      async ([body, s]) => {
        const timestamp = s.timestamp ?? String(Math.floor(Date.now() / 1000) + s.skew);
        const headers: Record<string, string> = {
          'x-timestamp': timestamp,
          'content-type': 'application/json',
        };
        if (s.signed)
          headers['x-signature'] = `sha256=${signRevalidation(REVALIDATE_SECRET, timestamp, body.raw ?? '')}`;
        else if (s.signature !== undefined) headers['x-signature'] = s.signature;
        const request = new Request('http://127.0.0.1:3000/api/revalidate', {
          method: 'POST',
          headers,
          body: body.raw,
        });
        const answer = await checkAnswer(await revalidate.POST(request));
        const authentic = s.signed && s.timestamp === undefined && Math.abs(s.skew) <= 300;
        if (!authentic || !passesSchema(body.raw, MAX_BODY_BYTES, revalidateBodySchema))
          expectRefused(answer, body.mutation);
        else expect(answer.status).toBe(200);
      },
      { seed: SEED + 4, numRuns: 500 },
    );
  });
});
