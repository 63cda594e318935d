import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// GET /media/{file}/{record}/{attach} over the ERP (msw): only the ERP's 404 is a 404.
vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
const { GET } = await import('@/app/media/[file]/[record]/[attach]/route');

const jpeg = () =>
  new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } });
let answer: () => Response = jpeg;
const server = setupServer(http.get('http://erp.test:8080/$TableImage', () => answer()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  answer = jpeg;
});
afterAll(() => server.close());

const get = (file: string, record: string, attach: string) =>
  GET(new Request(`http://shop.test/media/${file}/${record}/${attach}`), {
    params: Promise.resolve({ file, record, attach }),
  });

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

  it.each([401, 503])('answers 502, not 404, when the ERP answers %i', async (status) => {
    answer = () => new HttpResponse(null, { status });
    expect((await get('item', '5001', 'M1_BLK_1.jpg')).status).toBe(502);
  });
});
