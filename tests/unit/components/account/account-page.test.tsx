import { render as renderPlain, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from '@/app/account/page';
import { order } from './fixtures';
import { captureLog } from '@/tests/helpers/captured-log';
import { accountPageWrapper } from '@/tests/helpers/account-texts';

/** Renders with the account texts (English), as the root layout gives them. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: accountPageWrapper() });

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-real-ip': '192.0.2.1' })),
}));
const server = vi.hoisted(() => ({
  currentUser: vi.fn(),
  listOrders: vi.fn(),
  readOrder: vi.fn(),
  readProfile: vi.fn(),
}));
vi.mock('@/server/runtime/current-user', () => ({ currentUser: server.currentUser }));
vi.mock('@/server/erp/orders', () => ({ listOrders: server.listOrders, readOrder: server.readOrder }));
vi.mock('@/server/runtime/profile', () => ({ profileRouteDeps: {} }));
vi.mock('@/server/account/profile-route', () => ({ readProfile: server.readProfile }));
// The wishlist itself is tested with its own view; here only that the tab shows it.
vi.mock('@/app/_wishlist/wishlist-view', () => ({ WishlistView: () => <p>The wishlist view</p> }));

const log = captureLog();
const ana = { userId: 7, addressId: 70, name: 'Ana', email: 'ana@example.com', issuedAt: 1 };
const details = {
  profile: { firstName: 'Ana', lastName: 'Georgiou', email: 'ana@example.com', phone: '' },
  address: {
    address: '12 Makariou Avenue',
    city: 'Nicosia',
    state: '',
    zip: '1065',
    country: 'Cyprus',
    phone: '99123456',
  },
};

async function renderPage(query: Record<string, string> = {}) {
  render(await AccountPage({ searchParams: Promise.resolve(query) }));
}

beforeEach(() => {
  for (const fn of Object.values(server)) fn.mockReset();
  server.currentUser.mockResolvedValue(ana);
});

describe('/account', () => {
  it('a guest gets Access Denied and is sent home; nothing else is read', async () => {
    server.currentUser.mockResolvedValue(null);
    await renderPage({ tab: 'orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(router.replace).toHaveBeenCalledWith('/');
    expect(server.listOrders).not.toHaveBeenCalled();
  });

  it('opens on the details, prefilled, reading no orders', async () => {
    server.readProfile.mockResolvedValue({ ok: true, data: details });
    await renderPage();
    expect(screen.getByText('Hello, Ana')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Account Details' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Last name/).value).toBe('Georgiou');
    expect(screen.getByLabelText<HTMLInputElement>(/^City/).value).toBe('Nicosia');
    expect(server.listOrders).not.toHaveBeenCalled();
  });

  it('pages the orders 20 at a time for the session user', async () => {
    server.listOrders.mockResolvedValue({
      ok: true,
      data: Array.from({ length: 25 }, (_, i) => order(25 - i)),
    });
    await renderPage({ tab: 'orders', page: '2' });
    expect(server.listOrders).toHaveBeenCalledWith(7);
    expect(server.readProfile).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: /^Order W/ })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it("an ERP failure reads 'Error loading orders: …'", async () => {
    server.listOrders.mockResolvedValue({ ok: false, error: { kind: 'timeout' } });
    await renderPage({ tab: 'orders' });
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Error loading orders: the order service took too long/,
    );
  });

  it("another customer's order is not found", async () => {
    server.readOrder.mockResolvedValue({ ok: true, data: { ownerId: 8, order: order(3) } });
    await renderPage({ tab: 'orders', order: '3' });
    expect(server.readOrder).toHaveBeenCalledWith(3);
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.queryByText('Basic Tee')).toBeNull();
    expect(log.find({ event: 'foreign_record' })).toMatchObject({
      user: 7,
      ip: '192.0.2.1',
      route: '/account',
    });
  });

  it("shows one of the customer's orders with its lines", async () => {
    server.readOrder.mockResolvedValue({ ok: true, data: { ownerId: 7, order: order(3) } });
    await renderPage({ tab: 'orders', order: '3' });
    expect(screen.getByRole('heading', { name: 'Order W000003' })).toBeTruthy();
    expect(screen.getByText('Basic Tee')).toBeTruthy();
  });

  it('the manage tab holds the password form and account deletion', async () => {
    await renderPage({ tab: 'manage' });
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeTruthy();
  });

  it('the wishlist tab shows the wishlist and reads no orders or profile', async () => {
    await renderPage({ tab: 'wishlist' });
    expect(screen.getByText('The wishlist view')).toBeTruthy();
    expect(server.listOrders).not.toHaveBeenCalled();
    expect(server.readProfile).not.toHaveBeenCalled();
  });
});
