import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineKey, type CartItem } from '@/lib/cart/cart';
import { hasNotice, type CartQuote, type QuoteLine } from '@/lib/cart/quote';
import { QuoteNotice } from '@/components/cart/quote-notice';
import { textsWrapper } from '@/tests/helpers/client-texts';
import { freshCart, storedCart, tee } from './helpers';

const coat: CartItem = {
  id: 4,
  name: 'Rain Coat',
  image: null,
  href: '/product/4',
  size: 'L',
  color: 'Navy',
  quantity: 3,
  priceCents: 9000,
};
const sock: CartItem = {
  id: 5,
  name: 'Sock',
  image: null,
  href: '/product/5',
  size: 'ONE SIZE',
  color: 'DEFAULT',
  quantity: 1,
  priceCents: 500,
};

const quoted = (item: CartItem, over: Partial<QuoteLine>): QuoteLine => ({
  key: lineKey(item),
  id: item.id,
  name: item.name,
  size: item.size,
  color: item.color,
  quantity: item.quantity,
  unitPriceCents: item.priceCents,
  originalPriceCents: null,
  lineTotalCents: item.priceCents * item.quantity,
  status: 'ok',
  reason: null,
  available: 10,
  previousPriceCents: null,
  ...over,
});

// Tee went up from €15 to €18, only 1 coat is left of the 3 wanted, the sock is gone.
const quote: CartQuote = {
  lines: [
    quoted(tee, {
      status: 'price_changed',
      unitPriceCents: 1800,
      lineTotalCents: 3600,
      previousPriceCents: 1500,
    }),
    quoted(coat, { status: 'insufficient_stock', available: 1, lineTotalCents: 9000 }),
    quoted(sock, {
      status: 'unavailable',
      reason: 'sold_out',
      available: 0,
      unitPriceCents: 0,
      lineTotalCents: 0,
    }),
  ],
  totals: {
    count: 3,
    subtotalCents: 12600,
    shippingCents: 0,
    totalCents: 12600,
    freeShippingRemainingCents: 0,
  },
};

function stubQuote(answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const valueOf = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

describe('cart page with the server quote', () => {
  it('posts the lines, then shows every status and the confirmed totals, and blocks checkout', async () => {
    const fetchMock = stubQuote(() => Response.json(quote));
    const { CartPage } = await freshCart([tee, coat, sock]);
    render(<CartPage />);

    await screen.findByText('Price updated: was €15.00, now €18.00');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/cart/quote');
    expect(JSON.parse(init!.body as string).lines[1]).toEqual({
      id: 4,
      size: 'L',
      color: 'Navy',
      quantity: 3,
      priceCents: 9000,
    });

    expect(screen.getByText('Only 1 left')).toBeTruthy();
    expect(screen.getByText('No longer available')).toBeTruthy();
    expect(within(summary()).getByText('Prices and stock confirmed')).toBeTruthy();
    expect(valueOf('Subtotal')).toBe('€126.00');
    expect(valueOf('Total')).toBe('€126.00');

    const checkout = within(summary()).getByRole('link', { name: 'Checkout' });
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(checkout.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /no longer available/,
    );
  });

  it('reduces to the stock left, removes the gone line, and writes updated prices into the cart', async () => {
    stubQuote(() => Response.json(quote));
    const { CartPage } = await freshCart([tee, coat, sock]);
    render(<CartPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reduce to 1: Rain Coat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sock (no longer available)' }));
    expect((storedCart() as CartItem[]).map((i) => [i.id, i.quantity])).toEqual([
      [9, 2],
      [4, 1],
    ]);

    // The cart changed, so the old answer no longer applies until the new one arrives.
    fireEvent.click(await screen.findByRole('button', { name: 'Use updated prices' }));
    expect((storedCart() as CartItem[]).find((i) => i.id === 9)?.priceCents).toBe(1800);
  });

  it('keeps checkout open and labels the browser totals when nothing blocks or the quote fails', async () => {
    stubQuote(() => Response.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 }));
    const { CartPage } = await freshCart([tee]);
    render(<CartPage />);
    expect(within(summary()).getByText('Checking prices and stock…')).toBeTruthy();
    await within(summary()).findByText(/could not be checked/);
    expect(valueOf('Subtotal')).toBe('€30.00');
    expect(
      within(summary()).getByRole('link', { name: 'Checkout' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('discards an answer for a cart that has since changed', async () => {
    // The first request is held open while the shopper changes the quantity.
    let releaseFirst!: (res: Response) => void;
    const first = new Promise<Response>((resolve) => (releaseFirst = resolve));
    const priced = quoted(
      { ...tee, quantity: 3 },
      { status: 'price_changed', unitPriceCents: 1600, lineTotalCents: 4800, previousPriceCents: 1500 },
    );
    const second = {
      lines: [priced],
      totals: { ...quote.totals, subtotalCents: 4800, shippingCents: 300, totalCents: 5100 },
    };
    const fetchMock = vi.fn(async () => (fetchMock.mock.calls.length === 1 ? first : Response.json(second)));
    vi.stubGlobal('fetch', fetchMock);
    const { CartPage } = await freshCart([tee]);
    render(<CartPage />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity of Basic Tee' }), {
      target: { value: '3' },
    });
    await act(async () => {
      releaseFirst(Response.json(quote));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The late answer for quantity 2 is dropped, not shown even for a moment.
    expect(screen.queryByText(/now €18.00/)).toBeNull();
    // Only the second answer (for quantity 3) is ever shown; the first one's €18.00 never appears.
    await screen.findByText('Price updated: was €15.00, now €16.00');
    expect(valueOf('Total')).toBe('€51.00');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/now €18.00/)).toBeNull();
  });
});

describe('which lines load the notices’ code (hasNotice)', () => {
  it('every line the notice would say something about, and no other', () => {
    const lines = [
      quoted(tee, {}),
      quoted(tee, { available: null }),
      quoted(tee, { status: 'price_changed', previousPriceCents: 1400, unitPriceCents: 1500 }),
      quoted(tee, { status: 'ok', previousPriceCents: 1400 }),
      quoted(coat, { status: 'insufficient_stock', available: 1 }),
      quoted(sock, { status: 'unavailable', reason: 'unreachable', available: null, unitPriceCents: 0 }),
      ...quote.lines,
    ];
    const said = lines.map((line) => {
      const { container, unmount } = render(
        <QuoteNotice line={line} name="Basic Tee" onReduce={() => {}} onRemove={() => {}} />,
        { wrapper: textsWrapper(['cart']) },
      );
      const text = container.textContent;
      unmount();
      return text !== '';
    });
    expect(lines.map(hasNotice)).toEqual(said);
    expect(said).toEqual([false, true, true, true, true, true, true, true, true]);
  });
});
