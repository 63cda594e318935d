import { WithTexts } from '@/tests/helpers/client-texts';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ORDER_PLACED_TOAST,
  OrderConfirmation,
  type ConfirmedOrder,
} from '@/components/checkout/order-confirmation';
import { CHECKOUT_DRAFT_KEY } from '@/components/checkout/checkout-draft';
import { Toaster } from '@/components/ui/toast';
import { CONFIRMATION_ID_KEY } from '@/lib/account/return-url';
import { PAYMENT_RETURN_MESSAGES } from '@/lib/checkout/payment-messages';

const order = (state: ConfirmedOrder['state']): ConfirmedOrder => ({
  id: 'o_7f3a',
  reference: 'RUCK-0A1B2C3D4E5F',
  state,
  email: 'ana@example.com',
  lines: [
    {
      key: '1:Black:M',
      name: 'Slim Jeans',
      variant: 'Colour: Black · Size: M',
      quantity: 'Quantity: 2',
      totalCents: 11980,
      href: '/men/3/product/1',
      image: '/media/item/1/J1_BLK_1.jpg',
    },
  ],
  deliveryLabel: 'Pick up: RUCK Limassol',
  facts: {
    delivery: { title: 'Pick up at', lines: ['RUCK Limassol', '28 Anexartisias Street, 3036 Limassol'] },
    payment: 'Card ending 1115',
  },
  guest: true,
  voucher: { code: 'WELCOME10', discountCents: 1000 },
  totals: { subtotalCents: 11980, deliveryCents: 0, discountCents: 1000, totalCents: 10980 },
});

const CART = JSON.stringify([
  { id: 1, name: 'Slim Jeans', size: 'M', color: 'Black', quantity: 2, priceCents: 5990 },
]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('OrderConfirmation', () => {
  it('a paid order: the order, totals in €, the bag and saved form emptied, one toast even after a reload', async () => {
    localStorage.setItem('cart', CART);
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{"email":"ana@example.com"}');
    const first = render(
      <WithTexts namespaces={['checkout']}>
        <OrderConfirmation order={order('sent')} />
        <Toaster />
      </WithTexts>,
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
    expect(
      screen.getByText('Order RUCK-0A1B2C3D4E5F. A confirmation is on its way to ana@example.com.'),
    ).toBeTruthy();
    expect(screen.getAllByText('€119.80')).toHaveLength(2); // the line and the subtotal
    expect(screen.getByText('Pick up: RUCK Limassol')).toBeTruthy();
    expect(screen.getByText('Card ending 1115')).toBeTruthy();
    expect(screen.getByText('28 Anexartisias Street, 3036 Limassol')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slim Jeans' }).getAttribute('href')).toBe('/men/3/product/1');
    // A guest is offered an account: the link names the order, never its email (the login page
    // prefills it only for the browser that may see the order).
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/login?register=o_7f3a',
    );
    expect(screen.getByText('−€10.00')).toBeTruthy();
    expect(screen.getByText('€109.80')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    expect((await screen.findByTestId('toast')).textContent).toBe(
      ORDER_PLACED_TOAST.title + ORDER_PLACED_TOAST.description,
    );
    first.unmount();
    render(
      <WithTexts namespaces={['checkout']}>
        <OrderConfirmation order={order('sent')} />
      </WithTexts>,
    );
    await act(async () => {});
    expect(sessionStorage.getItem('order-toast:RUCK-0A1B2C3D4E5F')).toBe('1');
    expect(sessionStorage.getItem(CONFIRMATION_ID_KEY)).toBe('o_7f3a');
  });

  it('a payment still being confirmed says so and leaves the bag alone', async () => {
    localStorage.setItem('cart', CART);
    render(
      <WithTexts namespaces={['checkout']}>
        <OrderConfirmation order={order('pending')} />
      </WithTexts>,
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(PAYMENT_RETURN_MESSAGES.pending);
    expect(localStorage.getItem('cart')).toBe(CART);
  });
});

describe('OrderConfirmation in Greek', () => {
  it('thanks the buyer in Greek with Greek money', async () => {
    render(
      <WithTexts locale="el" namespaces={['checkout']}>
        <OrderConfirmation order={order('sent')} />
      </WithTexts>,
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Σας ευχαριστούμε για την παραγγελία σας' })).toBeTruthy();
    expect(
      screen.getByText('Παραγγελία RUCK-0A1B2C3D4E5F. Η επιβεβαίωση στέλνεται στο ana@example.com.'),
    ).toBeTruthy();
    expect(screen.getAllByText(/^119,80\s€$/)).toHaveLength(2);
    expect(screen.getByText('Σύνολο')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Συνέχεια αγορών' })).toBeTruthy();
    expect(screen.queryByText('Thank you for your order')).toBeNull();
    expect(screen.queryByText('Subtotal')).toBeNull();
  });
});
