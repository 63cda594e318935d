'use client';

import { useEffect } from 'react';
import { clearCart } from '@/components/cart/use-cart';
import { Link } from '@/components/ui/link';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { CONFIRMATION_ID_KEY } from '@/lib/account/return-url';
import { showToast } from '@/components/ui/toast';
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
  const t = useTexts('checkout');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const done = paid(order.state);
  useEffect(() => sessionStorage.setItem(CONFIRMATION_ID_KEY, order.id), [order.id]);
  useEffect(() => {
    if (!done) return;
    clearCart();
    clearCheckoutDraft();
    const seen = `order-toast:${order.reference}`;
    if (sessionStorage.getItem(seen)) return;
    sessionStorage.setItem(seen, '1');
    showToast({ title: t.orderPlaced, description: t.orderPlacedText });
  }, [done, order.reference, t]);

  return (
    <>
      <h1 className="page-title">{done ? t.thanks : t.confirming}</h1>
      <p className="mt-2 text-sm text-muted" role={done ? undefined : 'status'}>
        {done
          ? fill(t.confirmationOnItsWay, { reference: order.reference, email: order.email })
          : t.payment.pending}
      </p>
      <OrderFactsList facts={order.facts} paymentLabel={t.paymentLabel} />
      <ul className="mt-6 divide-y divide-line border-y border-line" aria-label={t.items}>
        {order.lines.map((line) => (
          <OrderLineItem key={line.key} line={line} lineTotal={t.lineTotal} locale={locale} />
        ))}
      </ul>
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t.subtotal}</dt>
        <dd className="text-right text-ink">{money(order.totals.subtotalCents)}</dd>
        <dt className="text-muted">{order.deliveryLabel}</dt>
        <dd className="text-right text-ink">
          {order.totals.deliveryCents > 0 ? money(order.totals.deliveryCents) : t.free}
        </dd>
        {order.voucher && (
          <>
            <dt className="text-muted">{fill(t.voucherLine, { code: order.voucher.code })}</dt>
            <dd className="text-right text-ink">{`−${money(order.voucher.discountCents)}`}</dd>
          </>
        )}
        <dt className="font-semibold text-ink">{t.total}</dt>
        <dd className="text-right font-semibold text-ink">{money(order.totals.totalCents)}</dd>
      </dl>
      <p className="mt-2 text-xs text-muted">{t.vatIncluded}</p>
      {order.guest && done && (
        <section aria-labelledby="account-offer" className="mt-8 border border-line p-4">
          <h2 id="account-offer" className="text-base font-semibold text-ink">
            {t.saveForNextTime}
          </h2>
          <p className="mt-1 text-sm text-muted">{fill(t.createAccountWith, { email: order.email })}</p>
          <Link href={`/login?register=${order.id}`} className="btn mt-3">
            {t.createAccount}
          </Link>
        </section>
      )}
      <Link href="/" className="btn-solid mt-8">
        {t.continueShopping}
      </Link>
      {/* The withdrawal function (Directive 2011/83/EU Art. 11a; decision 0085). */}
      <Link href="/withdraw" className="link mt-4 block text-sm">
        {t.withdrawLink}
      </Link>
    </>
  );
}
