import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLimiter } from '../helpers/memory-limiter';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// GET /media/{file}/{record}/{attach} over the ERP (msw): only the ERP's 404 is a 404.
vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
const { mediaHandler } = await import('@/server/catalogue/media-route');
const { MEDIA_RATE_LIMIT } = await import('@/server/http/rate-limits');

const limiter = (points: number) => memoryLimiter(points, MEDIA_RATE_LIMIT);
const GET = mediaHandler({ limiter: limiter(1000) });

const jpeg = () =>
  new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } });
let answer: () => Response = jpeg;
const server = setupServer(
  http.get('http://erp.test:8080/$TableImage', () => {
    asked++;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  answer = jpeg;
});
afterAll(() => server.close());

let asked = 0;
const erpReads = () => asked;
const get = (file: string, record: string, attach: string, query = '', handler = GET, ip = '203.0.113.5') =>
  handler(
    new Request(`http://shop.test/media/${file}/${record}/${attach}${query}`, {
      headers: { 'x-forwarded-for': ip },
    }),
    { file, record, attach },
  );

describe('GET /media/…', () => {
  it('serves the image bytes with a long cache lifetime', async () => {
    const res = await get('item', '5001', 'M1_BLK_1.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    expect((await res.arrayBuffer()).byteLength).toBe(3);
  });

  it('answers 400 for a file or name the shop does not serve, without asking the ERP', async () => {
    answer = () => {
      throw new Error('the ERP must not be asked');
    };
    expect((await get('people', '1', 'x.jpg')).status).toBe(400);
    expect((await get('item', '1', '..x.jpg')).status).toBe(400);
  });

  it('answers 404 when the ERP has no such image', async () => {
    answer = () => HttpResponse.json({ error: 'Attachment not found' }, { status: 404 });
    const res = await get('item', '5001', 'NOPE_1.jpg');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Image not found' } });
  });

  it('answers 400 to any query string without asking the ERP: one image, one URL to cache', async () => {
    const before = erpReads();
    for (const query of ['?x=1', '?x=2', '?w=640', '?']) {
      const res = await get('item', '5001', 'M1_BLK_1.jpg', query);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'bad_request', message: 'An image address takes no query string' },
      });
    }
    expect(erpReads()).toBe(before);
  });

  it(`limits each client address to ${MEDIA_RATE_LIMIT.points} images a minute: then 429 with Retry-After`, async () => {
    const GET = mediaHandler({ limiter: limiter(2) });
    for (let i = 0; i < 2; i++) expect((await get('item', '5001', 'M1_BLK_1.jpg', '', GET)).status).toBe(200);
    const before = erpReads();
    const refused = await get('item', '5001', 'M1_BLK_1.jpg', '', GET);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(erpReads()).toBe(before);
    expect((await get('item', '5001', 'M1_BLK_1.jpg', '', GET, '198.51.100.9')).status).toBe(200);
  });

  it.each([401, 503])('answers 502, not 404, when the ERP answers %i', async (status) => {
    answer = () => new HttpResponse(null, { status });
    expect((await get('item', '5001', 'M1_BLK_1.jpg')).status).toBe(502);
  });
});
