import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageStatus } from '@/app/_status/page-status';
import { orderForViewer } from '@/server/runtime/order-view';
import { STORE_UNAVAILABLE_DIGEST } from '@/lib/store-unavailable';
import { StoreUnavailableError } from '@/server/store/unavailable';

// proxy.ts's decision for /order-confirmation?order=…: the same read as the page's (the order, if
// this viewer may see it), so someone else's order is the complete 404, not the empty shell.
vi.mock('@/server/runtime/order-view', () => ({ orderForViewer: vi.fn() }));
const read = vi.mocked(orderForViewer);
const status = (query: string) => pageStatus(new URL(`http://shop.test/order-confirmation${query}`), 'n');

beforeEach(() => {
  read.mockReset();
});

describe('the status of an order confirmation, decided before rendering', () => {
  it("answers 404 for an order this viewer may not see (missing, or someone else's)", async () => {
    read.mockResolvedValue(null);
    expect(await status('?order=o_someone_elses')).toEqual({
      pathname: '/status/not-found',
      search: '',
      status: 404,
    });
    expect(read).toHaveBeenCalledWith('o_someone_elses');
  });

  it("lets the buyer's page render", async () => {
    read.mockResolvedValue({ id: 'o_mine' } as never);
    expect(await status('?order=o_mine')).toBeNull();
  });

  it('leaves the lookup form and the payment-pending page alone, reading nothing', async () => {
    for (const query of ['', '?order=', '?pending=1', '?order=a&order=b'])
      expect(await status(query)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it("answers the database out of reach with the error view and the outage's digest", async () => {
    read.mockRejectedValue(new StoreUnavailableError('connection refused'));
    const rewrite = await status('?order=o_1');
    expect(rewrite).toMatchObject({ pathname: '/status/error', status: 500 });
    expect(rewrite?.search).toBe(`?digest=${STORE_UNAVAILABLE_DIGEST}`);
  });
});
