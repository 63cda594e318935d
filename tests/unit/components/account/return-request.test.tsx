import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetail } from '@/components/account/order-detail';
import type { OrderReturnsView } from '@/lib/account/returns';
import { RETURN_REFUSALS } from '@/lib/account/returns';
import type { Order, ReturnRequest } from '@/lib/account/types';
import { order } from './fixtures';

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const base = order(6).lines[0];
const delivered: Order = order(6, {
  lines: [
    { ...base, id: 61, name: 'Basic Tee', quantity: 2, totalCents: 3060 },
    { ...base, id: 62, name: 'Swim Shorts', quantity: 1, totalCents: 1530 },
    {
      ...base,
      id: 63,
      code: 'DELIVERY',
      name: 'Delivery',
      colour: '',
      size: '',
      quantity: 1,
      totalCents: 300,
    },
  ],
});
const view = (over: Partial<OrderReturnsView> = {}): OrderReturnsView => ({
  requests: [],
  lines: [
    { lineId: 61, eligibility: { eligible: true } },
    { lineId: 62, eligibility: { eligible: false, reason: RETURN_REFUSALS.finalSale } },
    { lineId: 63, eligibility: { eligible: false, reason: RETURN_REFUSALS.notItem } },
  ],
  deadline: '2026-12-03',
  ...over,
});

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => router.refresh.mockReset());
afterEach(() => vi.unstubAllGlobals());

const TEE_REQUEST: ReturnRequest = {
  id: 1,
  lineId: 61,
  itemCode: 'TEE-9',
  quantity: 2,
  reason: 'Does not fit',
  note: '',
  status: 'requested',
  createdAt: '2026-11-20T08:00:00.000Z',
};

let rerender: ReturnType<typeof render>['rerender'];

function openForm() {
  ({ rerender } = render(<OrderDetail order={delivered} page={1} returns={view()} />));
  fireEvent.click(screen.getByRole('button', { name: 'Request a return' }));
  return screen.getByRole('form', { name: 'Request a return' });
}

describe('OrderDetail returns', () => {
  it('shows the delivery charge as its own row, not as a product line', () => {
    render(<OrderDetail order={delivered} page={1} returns={view()} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Delivery€3.00');
    expect(screen.queryByText('Quantity: 1 × €15.30', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/You can ask for a return until/).textContent).toBe(
      'You can ask for a return until 3 Dec 2026.',
    );
  });

  it('opens a form with a checkbox per item, the final-sale line disabled with its reason', () => {
    const form = openForm();
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Request a return' }));
    const group = within(form).getByRole('group', { name: 'Items to return' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    const swim = within(group).getByRole('checkbox', { name: /Swim Shorts/ });
    expect((swim as HTMLInputElement).disabled).toBe(true);
    expect(swim.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(swim.getAttribute('aria-describedby')!)!.textContent).toBe(
      RETURN_REFUSALS.finalSale,
    );
    expect(within(form).getByRole('combobox', { name: /Reason for the return/ })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Note (optional)' })).toBeTruthy();
  });

  it('asks for an item and a reason before sending anything', () => {
    const fetch = answer(201, {});
    vi.stubGlobal('fetch', fetch);
    const form = openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit return request' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one item to return');
    fireEvent.click(within(form).getByRole('checkbox', { name: /Basic Tee/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit return request' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason for the return');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the picked lines, then says what was requested and moves focus there', async () => {
    const fetch = answer(201, { requests: [TEE_REQUEST], mailed: true });
    vi.stubGlobal('fetch', fetch);
    const form = openForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Basic Tee/ }));
    fireEvent.change(within(form).getByRole('combobox', { name: /Quantity/ }), { target: { value: '2' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /Reason/ }), {
      target: { value: 'Does not fit' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit return request' }));
    expect(within(form).getByRole('button', { name: 'Submitting...' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Return requested' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(fetch).toHaveBeenCalledWith(
      '/api/account/orders/6/returns',
      expect.objectContaining({ method: 'POST' }),
    );
    const sent = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(sent).toEqual({ lines: [{ lineId: 61, quantity: 2 }], reason: 'Does not fit', note: '' });
    expect(screen.getByText('Basic Tee × 2')).toBeTruthy();
    expect(
      screen.getByText('We have sent a confirmation with these instructions to your email.'),
    ).toBeTruthy();
    expect(router.refresh).toHaveBeenCalled();
    // The refreshed order has no returnable line left: the confirmation stays, names and all.
    rerender(<OrderDetail order={delivered} page={1} returns={view({ requests: [TEE_REQUEST] })} />);
    expect(screen.getByRole('heading', { name: 'Return requested' })).toBeTruthy();
    expect(screen.getByText('Basic Tee × 2')).toBeTruthy();
  });

  it("shows the server's refusal as an alert and keeps what was picked and typed", async () => {
    vi.stubGlobal('fetch', answer(422, { error: { code: 'not_returnable', message: 'Basic Tee: nope' } }));
    const form = openForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Basic Tee/ }));
    fireEvent.change(within(form).getByRole('combobox', { name: /Reason/ }), { target: { value: 'Other' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Wrong colour' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit return request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Basic Tee: nope');
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: /Basic Tee/ }).checked).toBe(true);
    expect(within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Note (optional)' }).value).toBe(
      'Wrong colour',
    );
    expect(within(form).getByRole('button', { name: 'Submit return request' })).toBeTruthy();
  });

  it("marks a requested line 'Return requested on {date}' and offers no form when nothing is left", () => {
    const requests = [61, 62].map((lineId, id) => ({
      id,
      lineId,
      itemCode: 'X',
      quantity: 1,
      reason: 'Other',
      note: '',
      status: 'requested' as const,
      createdAt: '2026-11-20T23:30:00.000Z',
    }));
    render(<OrderDetail order={delivered} page={1} returns={view({ requests })} />);
    // 23:30 UTC is already the next day in Cyprus.
    expect(screen.getByText('Return requested on 21 Nov 2026 (1 of 2)')).toBeTruthy();
    expect(screen.getByText('Return requested on 21 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
  });

  it('says why when no line can be returned, and offers nothing on an order not delivered', () => {
    const closed = view({
      lines: [61, 62].map((lineId) => ({
        lineId,
        eligibility: { eligible: false as const, reason: RETURN_REFUSALS.windowClosed },
      })),
    });
    const { unmount } = render(<OrderDetail order={delivered} page={1} returns={closed} />);
    expect(screen.getByText(RETURN_REFUSALS.windowClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
    unmount();
    render(
      <OrderDetail
        order={{ ...delivered, status: 'Shipped', statusTone: 'shipped' }}
        page={1}
        returns={view()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
  });
});
