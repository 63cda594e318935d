import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetail, OrderNotFound } from '@/components/account/order-detail';
import { formatOrderDate } from '@/components/account/order-format';
import { OrderList } from '@/components/account/order-list';
import { OrdersError } from '@/components/account/orders-error';
import { Toaster } from '@/components/ui/toast';
import { order } from './fixtures';

describe('OrderList', () => {
  it('shows each order with its date, reference, total in euros and status, linking to its lines', () => {
    render(
      <OrderList
        orders={[order(2, { status: 'Shipped', statusTone: 'shipped' }), order(1)]}
        page={1}
        pageCount={1}
        total={2}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]);
    expect(first.getByRole('link', { name: 'Order W000002' }).getAttribute('href')).toBe(
      '/account?tab=orders&order=2',
    );
    expect(first.getByText('14 Nov 2026')).toBeTruthy();
    expect(first.getByText('€45.90')).toBeTruthy();
    expect(first.getByText('Shipped').className).toContain('text-blue-800');
    expect(document.body.textContent).not.toContain('$');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links the pages of a long history', () => {
    render(<OrderList orders={[order(21)]} page={2} pageCount={3} total={41} />);
    const nav = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/account?tab=orders',
    );
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/account?tab=orders&page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Order W000021' }).getAttribute('href')).toBe(
      '/account?tab=orders&order=21&page=2',
    );
  });

  it('says so when there are no orders, with a way to the shop', () => {
    render(<OrderList orders={[]} page={1} pageCount={1} total={0} />);
    expect(screen.getByText('You have no orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/products');
  });
});

describe('OrderDetail', () => {
  it('lists each line with its name, colour, size, positive quantity, unit price and line total', () => {
    const lines = [{ ...order(5).lines[0], quantity: -3 }];
    render(<OrderDetail order={order(5, { lines })} page={1} />);
    expect(screen.getByRole('heading', { name: 'Order W000005' })).toBeTruthy();
    expect(screen.getByText('Basic Tee')).toBeTruthy();
    expect(screen.getByText('Colour: Black · Size: M')).toBeTruthy();
    expect(screen.getByText('Quantity: 3 × €15.30')).toBeTruthy();
    expect(screen.getAllByText('€45.90')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '← Back to your orders' }).getAttribute('href')).toBe(
      '/account?tab=orders',
    );
  });

  it('another customer’s order reads as not found', () => {
    render(<OrderNotFound page={2} />);
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to your orders' }).getAttribute('href')).toBe(
      '/account?tab=orders&page=2',
    );
  });
});

describe('OrdersError', () => {
  it("shows 'Error loading orders: {error}' as an alert and as a toast", async () => {
    render(
      <>
        <OrdersError error="the order service is not available right now." retryHref="/account?tab=orders" />
        <Toaster />
      </>,
    );
    const text = 'Error loading orders: the order service is not available right now.';
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect((await screen.findByTestId('toast')).textContent).toBe(text);
  });
});

describe('formatOrderDate', () => {
  it('writes ISO dates as day, short month and year and leaves anything else alone', () => {
    expect(formatOrderDate('2026-01-05')).toBe('5 Jan 2026');
    expect(formatOrderDate('')).toBe('');
  });
});
