'use client';

import { useEffect } from 'react';
import { clearCart } from '@/components/cart/use-cart';
import { Link } from '@/components/ui/link';
import { CONFIRMATION_ID_KEY } from '@/lib/account/return-url';
import { showToast } from '@/components/ui/toast';
import { PAYMENT_RETURN_MESSAGES } from '@/lib/checkout/payment-messages';
import type { OrderState } from '@/lib/checkout/order-state';
import type { OrderTotals } from '@/lib/checkout/totals';
import { formatMoney } from '@/lib/money';
import { clearCheckoutDraft } from './checkout-draft';

export const ORDER_PLACED_TOAST = {
  title: 'Order placed',
  description: 'Thank you! Your order is confirmed.',
};

export interface ConfirmedOrder {
  id: string;
  reference: string;
  state: OrderState;
  email: string;
  lines: { key: string; name: string; colour: string; size: string; quantity: number; totalCents: number }[];
  delivery: { method: 'courier' | 'pickup'; name: string };
  voucher: { code: string; discountCents: number } | null;
  totals: OrderTotals;
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
      <h1 className="text-2xl font-semibold tracking-wide text-ink">
        {done ? 'Thank you for your order' : 'Confirming your payment'}
      </h1>
      <p className="mt-2 text-sm text-muted" role={done ? undefined : 'status'}>
        {done
          ? `Order ${order.reference}. A confirmation is on its way to ${order.email}.`
          : PAYMENT_RETURN_MESSAGES.pending}
      </p>
      <ul className="mt-8 divide-y divide-line border-y border-line" aria-label="Items">
        {order.lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-4 py-4 text-sm">
            <div>
              <p className="font-medium text-ink">{line.name}</p>
              <p className="text-muted">
                {[line.colour && `Colour: ${line.colour}`, line.size && `Size: ${line.size}`]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-muted">{`Quantity: ${line.quantity}`}</p>
            </div>
            <p className="text-ink">{formatMoney(line.totalCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Subtotal</dt>
        <dd className="text-right text-ink">{formatMoney(order.totals.subtotalCents)}</dd>
        <dt className="text-muted">
          {order.delivery.method === 'pickup' ? `Pick up: ${order.delivery.name}` : order.delivery.name}
        </dt>
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
      <Link href="/" className="btn-solid mt-8">
        Continue shopping
      </Link>
    </>
  );
}
