import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// Open question 4 (docs/erp-contract.md): `_total` is a report column, asked for as the spec says
// (trans: report=default, report_fields=_total), on the order list and on the one-order read.
vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
const { listOrders, readOrder } = await import('@/server/erp/orders');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order = { $$record: '50001', $people: '1001', refer: 'W0050001', _total: '13,00', status: 'Delivered' };
const line = { $$position: 700001, $trans: 50001, item: 'A1', quantity: -1, price: '20,00', total: '-20,00' };

function answer(seen: URL[]) {
  server.use(
    http.get('http://erp.test:8080/$TableGetView', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      return HttpResponse.json(url.searchParams.get('file') === 'trans' ? [order] : [line]);
    }),
    http.get('http://erp.test:8080/$TableRead', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json([order]);
    }),
  );
}

const reportOf = (url: URL) => [url.searchParams.get('report'), url.searchParams.get('report_fields')];

describe('the order total comes from the report the spec names', () => {
  it('listOrders asks trans for report=default and report_fields=_total, and shows that total', async () => {
    const seen: URL[] = [];
    answer(seen);
    const r = await listOrders(1001);
    expect(r.ok && r.data.map((o) => [o.id, o.totalCents])).toEqual([[50001, 1300]]);
    const trans = seen.find((u) => u.searchParams.get('file') === 'trans')!;
    expect(reportOf(trans)).toEqual(['default', '_total']);
    expect(trans.searchParams.get('fields')?.split(' ')).toContain('_total');
    const lines = seen.find((u) => u.searchParams.get('file') === 'transdet')!;
    expect(reportOf(lines)).toEqual([null, null]);
  });

  it('readOrder asks the same way', async () => {
    const seen: URL[] = [];
    answer(seen);
    const r = await readOrder(50001);
    expect(r.ok && [r.data.ownerId, r.data.order.totalCents]).toEqual([1001, 1300]);
    expect(reportOf(seen.find((u) => u.pathname === '/$TableRead')!)).toEqual(['default', '_total']);
  });
});
