import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';

vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
const { asciiJson, erpGet, erpGetRecord, erpGetBinary, erpPost, buildUrl } =
  await import('@/server/erp/http');
const { isMissing } = await import('@/server/erp/errors');
const { resetErpBreaker } = await import('@/server/erp/breaker');

const rows = z.array(z.object({ $$position: z.number(), name: z.string() }));
const server = setupServer();
let calls = 0;
const count = () => {
  calls++;
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each case starts with a closed circuit: the outages of one must not open it for the next.
beforeEach(() => void resetErpBreaker());
afterEach(() => {
  server.resetHandlers();
  calls = 0;
});
afterAll(() => server.close());
const log = captureLog();
const TOKEN = '00000000-0000-0000-0000-000000000000';

describe('ERP wire boundary (msw)', () => {
  it('reads a bare array, sending the ERP client headers and %20-separated fields', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('http://erp.test:8080/$TableGetView', ({ request }) => {
        seen = request;
        return HttpResponse.json([{ $$position: 1, name: 'UOMO' }]);
      }),
    );
    const r = await erpGet('$TableGetView', { system: 'pos', file: 'type', fields: 'name code' }, rows);
    expect(r).toEqual({ ok: true, data: [{ $$position: 1, name: 'UOMO' }] });
    expect(seen?.headers.get('User')).toBe('root');
    expect(seen?.headers.get('Session-Token')).toBe('00000000-0000-0000-0000-000000000000');
    expect(seen?.url).toContain('fields=name%20code');
  });

  it('builds $-operation URLs without a query when there is none', () => {
    expect(buildUrl('http://h', '$PosGetStock', {})).toBe('http://h/$PosGetStock');
    expect(buildUrl('http://h', '$PosGetStock', { code: 'A 1', x: undefined })).toBe(
      'http://h/$PosGetStock?code=A%201',
    );
  });

  it('takes a blank body as an empty list', async () => {
    server.use(http.get('http://erp.test:8080/$TableGetView', () => new HttpResponse(' ', { status: 200 })));
    expect(await erpGet('$TableGetView', {}, rows)).toEqual({ ok: true, data: [] });
  });

  it('retries a read on 503 and succeeds', async () => {
    server.use(
      http.get('http://erp.test:8080/$TableGetView', () => {
        count();
        return calls < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json([]);
      }),
    );
    expect(await erpGet('$TableGetView', {}, rows)).toEqual({ ok: true, data: [] });
    expect(calls).toBe(3);
  });

  it('gives up with "unavailable" after the retries, and on a dropped connection', async () => {
    server.use(
      http.get(
        'http://erp.test:8080/$TableGetView',
        () => (count(), new HttpResponse(null, { status: 502 })),
      ),
    );
    const r = await erpGet('$TableGetView', {}, rows);
    expect(r.ok || r.error.kind).toBe('unavailable');
    expect(calls).toBe(3);
    server.use(http.get('http://erp.test:8080/$TableRead', () => HttpResponse.error()));
    const dropped = await erpGet('$TableRead', {}, rows, { retries: 0 });
    expect(dropped.ok || dropped.error.kind).toBe('unavailable');
  });

  it('maps a 404 to "not_found" with the ERP message, without retrying: the one "missing" signal', async () => {
    server.use(
      http.get(
        'http://erp.test:8080/$TableRead',
        () => (count(), HttpResponse.json({ error: 'Record not found' }, { status: 404 })),
      ),
    );
    const r = await erpGet('$TableRead', {}, rows);
    expect(r.ok ? null : [r.error.kind, r.error.message, r.error.status]).toEqual([
      'not_found',
      '$TableRead: Record not found',
      404,
    ]);
    expect(r.ok || isMissing(r.error)).toBe(true);
    expect(calls).toBe(1);
  });

  it('reads "Record not found" in a 200 {error} body as not_found, any other {error} or 4xx as "rejected"', async () => {
    server.use(
      http.get('http://erp.test:8080/$TableRead', () => HttpResponse.json({ error: 'Record not found' })),
      http.get('http://erp.test:8080/$TableGetView', () => HttpResponse.json({ error: 'No such file' })),
      http.get(
        'http://erp.test:8080/$PosGetStock',
        () => (count(), HttpResponse.json({ error: 'Bad parameter' }, { status: 400 })),
      ),
    );
    const inBody = await erpGet('$TableRead', {}, rows);
    expect(inBody.ok ? null : inBody.error.kind).toBe('not_found');
    const other = await erpGet('$TableGetView', {}, rows);
    expect(other.ok ? null : [other.error.kind, isMissing(other.error)]).toEqual(['rejected', false]);
    const bad = await erpGet('$PosGetStock', {}, rows);
    expect(bad.ok ? null : [bad.error.kind, bad.error.status]).toEqual(['rejected', 400]);
    expect(calls).toBe(1);
  });

  it('takes "nothing" from a single-record read as not_found, where a list read takes it as []', async () => {
    const record = z.object({ $$position: z.number() });
    for (const body of [' ', '[]', 'null']) {
      server.use(http.get('http://erp.test:8080/$TableRead', () => new HttpResponse(body, { status: 200 })));
      const r = await erpGetRecord('$TableRead', { record: 9 }, record);
      expect(r.ok ? null : r.error.kind).toBe('not_found');
    }
  });

  // Open question 2 (docs/erp-contract.md): one object or a one-element list.
  it('reads a single-record answer given as an object or as a one-element list, GET or POST', async () => {
    const record = z.object({ $$position: z.number() });
    for (const body of [{ $$position: 9 }, [{ $$position: 9 }]]) {
      server.use(
        http.get('http://erp.test:8080/$TableRead', () => HttpResponse.json(body)),
        http.post('http://erp.test:8080/$TableRead', () => HttpResponse.json(body)),
      );
      expect(await erpGetRecord('$TableRead', { record: 9 }, record)).toEqual({
        ok: true,
        data: { $$position: 9 },
      });
      expect(await erpPost('$TableRead', { find: true }, record, { one: true })).toEqual({
        ok: true,
        data: { $$position: 9 },
      });
    }
  });

  it('reads a listed {"error": "Record not found"} as not_found, and several records as invalid_response', async () => {
    const record = z.object({ $$position: z.number() });
    server.use(
      http.get('http://erp.test:8080/$TableRead', () => HttpResponse.json([{ error: 'Record not found' }])),
    );
    const missing = await erpGetRecord('$TableRead', { record: 9 }, record);
    expect(missing.ok ? null : missing.error.kind).toBe('not_found');
    server.use(
      http.get('http://erp.test:8080/$TableRead', () =>
        HttpResponse.json([{ $$position: 9 }, { $$position: 10 }]),
      ),
    );
    const several = await erpGetRecord('$TableRead', { record: 9 }, record);
    expect(several.ok ? null : several.error.kind).toBe('invalid_response');
    // A list read keeps its list.
    server.use(
      http.get('http://erp.test:8080/$TableGetView', () => HttpResponse.json([{ $$position: 9, name: 'A' }])),
    );
    expect(await erpGet('$TableGetView', {}, rows)).toEqual({
      ok: true,
      data: [{ $$position: 9, name: 'A' }],
    });
  });

  // Open question 6 (docs/erp-contract.md): the ERP's public client sends ASCII-only JSON.
  it('POSTs Greek text as \\u escapes: an ASCII-only body that parses back to the same text', async () => {
    let raw: Uint8Array | undefined;
    server.use(
      http.post('http://erp.test:8080/$TableInsert', async ({ request }) => {
        raw = new Uint8Array(await request.arrayBuffer());
        return HttpResponse.json({ record: 1001 });
      }),
    );
    const body = {
      system: 'accounting',
      file: 'people',
      fields: [{ id: 'name', value: 'Ελένη Δημητρίου 🙂' }],
    };
    const r = await erpPost('$TableInsert', body, z.object({ record: z.number() }));
    expect(r).toEqual({ ok: true, data: { record: 1001 } });
    expect(raw!.every((byte) => byte < 0x80)).toBe(true);
    const text = new TextDecoder().decode(raw);
    expect(text).toContain('\\u0395\\u03bb\\u03ad\\u03bd\\u03b7');
    expect(text).toContain('\\ud83d\\ude42');
    expect(JSON.parse(text)).toEqual(body);
  });

  it('asciiJson leaves ASCII as JSON.stringify writes it', () => {
    const value = { a: 'plain "quoted" \\ text\n', n: [1, null, true] };
    expect(asciiJson(value)).toBe(JSON.stringify(value));
    expect(asciiJson({ city: 'Λεμεσός' })).toBe(
      '{"city":"\\u039b\\u03b5\\u03bc\\u03b5\\u03c3\\u03cc\\u03c2"}',
    );
  });

  it.each([401, 403])(
    'maps HTTP %i to "auth": not missing, not retried, logged loudly with the operation and never the token',
    async (status) => {
      server.use(
        http.get(
          'http://erp.test:8080/$TableRead',
          () => (count(), HttpResponse.json({ error: `Invalid Session-Token ${TOKEN}` }, { status })),
        ),
      );
      const r = await erpGet('$TableRead', {}, rows);
      expect(r.ok ? null : [r.error.kind, r.error.status, isMissing(r.error)]).toEqual([
        'auth',
        status,
        false,
      ]);
      expect(r.ok || r.error.message).not.toContain(TOKEN);
      expect(calls).toBe(1);
      expect(log.lines()).toEqual([
        expect.objectContaining({
          level: 'error',
          area: 'erp',
          kind: 'auth',
          error: expect.stringMatching(/\$TableRead/),
          msg: expect.stringMatching(/AUTHENTICATION REFUSED.*ERP_SESSION_TOKEN/),
        }),
      ]);
      expect(log.text()).not.toContain(TOKEN);
    },
  );

  it('maps a broken body or an unexpected shape to "invalid_response"', async () => {
    server.use(
      http.get(
        'http://erp.test:8080/$TableGetView',
        () => new HttpResponse('[{"name": "UO', { status: 200 }),
      ),
      http.get('http://erp.test:8080/$TableRead', () => HttpResponse.json([{ name: 7 }])),
    );
    for (const op of ['$TableGetView', '$TableRead'] as const) {
      const r = await erpGet(op, {}, rows);
      expect(r.ok ? null : r.error.kind).toBe('invalid_response');
    }
  });

  it('times out with "timeout" and does not spend another timeout on a retry', async () => {
    server.use(
      http.get(
        'http://erp.test:8080/$TableGetView',
        async () => (count(), await delay(500), HttpResponse.json([])),
      ),
    );
    const r = await erpGet('$TableGetView', {}, rows, { timeoutMs: 50 });
    expect(r.ok ? null : r.error.kind).toBe('timeout');
    expect(calls).toBe(1);
  });

  it('accepts image bytes and refuses a non-image answer', async () => {
    server.use(
      http.get('http://erp.test:8080/$TableImage', ({ request }) =>
        new URL(request.url).searchParams.get('attach') === 'a.jpg'
          ? new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
              headers: { 'Content-Type': 'image/jpeg' },
            })
          : HttpResponse.json([]),
      ),
    );
    const ok = await erpGetBinary('$TableImage', { attach: 'a.jpg' });
    expect(ok.ok && ok.data.contentType).toBe('image/jpeg');
    expect(ok.ok && ok.data.bytes.byteLength).toBe(3);
    const bad = await erpGetBinary('$TableImage', { attach: 'b.jpg' });
    expect(bad.ok ? null : bad.error.kind).toBe('invalid_response');
  });
});
