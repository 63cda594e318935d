'use client';

import { useEffect } from 'react';
import { clearCart } from '@/components/cart/use-cart';
import { Link } from '@/components/ui/link';
import { WITHDRAWAL_TEXTS } from '@/lib/withdrawal/texts';
import { CONFIRMATION_ID_KEY } from '@/lib/account/return-url';
import { showToast } from '@/components/ui/toast';
import { PAYMENT_RETURN_MESSAGES } from '@/lib/checkout/payment-messages';
import type { OrderState } from '@/lib/checkout/order-state';
import type { OrderTotals } from '@/lib/checkout/totals';
import { formatMoney } from '@/lib/money';
import type { OrderFacts } from '@/lib/orders/order-facts';
import { OrderFactsList } from '@/components/orders/order-facts-list';
import { OrderLineItem, type ShownLine } from '@/components/orders/order-line-item';
import { clearCheckoutDraft } from './checkout-draft';

export const ORDER_PLACED_TOAST = {
  title: 'Order placed',
  description: 'Thank you! Your order is confirmed.',
};

export interface ConfirmedOrder {
  id: string;
  /** The shopper's order number (decision 0070). */
  reference: string;
  state: OrderState;
  email: string;
  lines: ShownLine[];
  /** 'Courier delivery' or 'Pick up: RUCK Limassol' (lib/checkout/delivery-names.ts). */
  deliveryLabel: string;
  facts: OrderFacts;
  voucher: { code: string; discountCents: number } | null;
  totals: OrderTotals;
  /** A guest's order: offer an account for the order's email. */
  guest: boolean;
}

const paid = (state: OrderState) => state === 'paid' || state === 'sent';

/**
 * The buyer's order after payment. A paid order empties the bag and the saved checkout form and
 * says so once (a reload does not toast again); an order still pending says the payment is being
 * confirmed and leaves the bag alone.
 */
export function OrderConfirmation({ order }: { order: ConfirmedOrder }) {
  const done = paid(order.state);
  useEffect(() => sessionStorage.setItem(CONFIRMATION_ID_KEY, order.id), [order.id]);
  useEffect(() => {
    if (!done) return;
    clearCart();
    clearCheckoutDraft();
    const seen = `order-toast:${order.reference}`;
    if (sessionStorage.getItem(seen)) return;
    sessionStorage.setItem(seen, '1');
    showToast(ORDER_PLACED_TOAST);
  }, [done, order.reference]);

  return (
    <>
      <h1 className="page-title">{done ? 'Thank you for your order' : 'Confirming your payment'}</h1>
      <p className="mt-2 text-sm text-muted" role={done ? undefined : 'status'}>
        {done
          ? `Order ${order.reference}. A confirmation is on its way to ${order.email}.`
          : PAYMENT_RETURN_MESSAGES.pending}
      </p>
      <OrderFactsList facts={order.facts} />
      <ul className="mt-6 divide-y divide-line border-y border-line" aria-label="Items">
        {order.lines.map((line) => (
          <OrderLineItem key={line.key} line={line} />
        ))}
      </ul>
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right text-ink">{formatMoney(order.totals.subtotalCents)}</dd>
        <dt className="text-muted">{order.deliveryLabel}</dt>
        <dd className="text-right text-ink">
          {order.totals.deliveryCents > 0 ? formatMoney(order.totals.deliveryCents) : 'Free'}
        </dd>
        {order.voucher && (
          <>
            <dt className="text-muted">{`Voucher ${order.voucher.code}`}</dt>
            <dd className="text-right text-ink">{`−${formatMoney(order.voucher.discountCents)}`}</dd>
          </>
        )}
        <dt className="font-semibold text-ink">Total</dt>
        <dd className="text-right font-semibold text-ink">{formatMoney(order.totals.totalCents)}</dd>
      </dl>
      <p className="mt-2 text-xs text-muted">Prices include VAT.</p>
      {order.guest && done && (
        <section aria-labelledby="account-offer" className="mt-8 border border-line p-4">
          <h2 id="account-offer" className="text-base font-semibold text-ink">
            Save your details for next time
          </h2>
          <p className="mt-1 text-sm text-muted">
            {`Create an account with ${order.email} to check out faster and follow your next orders in your account.`}
          </p>
          <Link href={`/login?register=${order.id}`} className="btn mt-3">
            Create an account
          </Link>
        </section>
      )}
      <Link href="/" className="btn-solid mt-8">
        Continue shopping
      </Link>
      {/* The withdrawal function (Directive 2011/83/EU Art. 11a; decision 0085). */}
      <Link href="/withdraw" className="link mt-4 block text-sm">
        {WITHDRAWAL_TEXTS.link}
      </Link>
    </>
  );
}
