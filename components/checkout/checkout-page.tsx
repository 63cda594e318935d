'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { CartEmpty } from '@/components/cart/cart-empty';
import { useCart } from '@/components/cart/use-cart';
import { useCartQuote } from '@/components/cart/use-cart-quote';
import { Link } from '@/components/ui/link';
import { showToast } from '@/components/ui/toast';
import { blocksCheckout, type CartQuote } from '@/lib/cart/quote';
import { courierDeliversTo, deliverable } from '@/lib/checkout/countries';
import { deliveryCharge, type DeliveryKind, type DeliveryOptions } from '@/lib/checkout/delivery';
import { applyVoucher } from '@/lib/checkout/voucher';
import { readCheckoutDraft, type AppliedVoucher, type DetailsValues } from './checkout-draft';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import type { PaymentReturn as ReturnKind } from '@/lib/checkout/payment-messages';
import { useTexts } from '@/components/i18n/client-texts-context';

// The checkout island: the browser's cart re-priced by the server's quote, the form and the
// summary side by side from lg (summary sticky); on phones the summary folds into the form above
// Pay. No delivery is charged to a country the courier does not go to. The gateway sends a shopper
// whose payment failed back here with ?payment=declined|unknown; the bag and the typed form are
// still here (localStorage and sessionStorage).

export type PaymentReturn = ReturnKind | null;

export interface CheckoutPageProps {
  options: DeliveryOptions;
  /** Each pickup point's store hours, by its id (the store list /stores shows). */
  pickupHours: Record<number, readonly string[]>;
  signedIn: boolean;
  /** The signed-in customer's saved details (empty strings for a guest). */
  initialDetails: DetailsValues;
  payment: PaymentReturn;
  /** The ERP cannot be asked (prices, stock, delivery): no order can start, so no form is shown. */
  unavailable?: boolean;
  /** The pre-contract information, rendered on the server, shown above Pay. */
  precontract?: ReactNode;
}

function PaymentAlert({ payment }: { payment: PaymentReturn }) {
  const t = useTexts('checkout').payment;
  useEffect(() => {
    if (payment) showToast({ title: t.notCompleted, description: t[payment] });
  }, [payment, t]);
  if (!payment) return null;
  return (
    <div role="alert" className="mb-6 border border-sale p-4 text-sm text-ink">
      {t[payment]}
    </div>
  );
}

/** Instead of the form while the ERP cannot take an order: the cart and the typed details are kept. */
function OrdersUnavailable() {
  const t = useTexts('checkout');
  return (
    <div role="alert" className="border border-sale p-4 text-sm text-ink">
      <p>{t.errors.unavailable}</p>
      <p className="mt-2">
        {t.unavailableKept}{' '}
        <Link href="/checkout" className="underline">
          {t.tryAgain}
        </Link>{' '}
        {t.or}{' '}
        <Link href="/cart" className="underline">
          {t.backToCart}
        </Link>
        .
      </p>
    </div>
  );
}

function CheckoutBody({
  options,
  pickupHours,
  signedIn,
  initialDetails,
  precontract,
}: Omit<CheckoutPageProps, 'payment' | 'unavailable'>) {
  const { items, totals: localTotals, ready, reprice } = useCart();
  const quote = useCartQuote(items, ready);
  // Rendered only once the cart is read (in the browser), so the stored draft can be read at once.
  const [draft] = useState(() => readCheckoutDraft());
  const [method, setMethod] = useState<DeliveryKind>(draft?.method ?? 'courier');
  const [pickupId, setPickupId] = useState<number | null>(
    draft?.pickupId !== undefined && options.pickups.some((p) => p.id === draft.pickupId)
      ? draft.pickupId
      : (options.pickups[0]?.id ?? null),
  );
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(draft?.voucher ?? null);
  const defaults = (
    draft?.details
      ? Object.fromEntries(
          Object.entries(initialDetails).map(([k, v]) => [k, draft.details?.[k as keyof DetailsValues] || v]),
        )
      : initialDetails
  ) as DetailsValues;
  const [country, setCountry] = useState(defaults.country);

  const lines = [...quote.lines.values()];
  const subtotalCents = quote.totals?.subtotalCents ?? localTotals.subtotalCents;
  const canDeliver = deliverable(method, country);
  const deliveryCents = canDeliver ? deliveryCharge(subtotalCents, method) : 0;
  const { discountCents, totalCents } = applyVoucher({
    subtotalCents,
    deliveryCents,
    voucherCents: voucher?.valueCents ?? 0,
  });
  const totals = { subtotalCents, deliveryCents, discountCents, totalCents };
  const summary = (
    <CheckoutSummary
      items={items}
      quote={quote}
      totals={totals}
      deliverable={canDeliver}
      voucherCode={voucher?.code ?? null}
    />
  );

  const onCartChanged = (next: CartQuote) =>
    reprice(
      Object.fromEntries(
        next.lines.filter((l) => l.status !== 'unavailable').map((l) => [l.key, l.unitPriceCents]),
      ),
    );

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-12">
      <CheckoutForm
        items={items}
        totals={totals}
        options={options}
        pickupHours={pickupHours}
        signedIn={signedIn}
        defaults={defaults}
        method={method}
        pickupId={pickupId}
        voucher={voucher}
        initialNote={draft?.note ?? ''}
        initialSaveAddress={draft?.saveAddress ?? false}
        blocked={lines.some(blocksCheckout)}
        courierDelivers={courierDeliversTo(country)}
        summary={summary}
        precontract={precontract}
        onMethod={setMethod}
        onCountry={setCountry}
        onPickup={setPickupId}
        onVoucher={setVoucher}
        onCartChanged={onCartChanged}
      />
      <div className="hidden lg:sticky lg:top-24 lg:block">{summary}</div>
    </div>
  );
}

export function CheckoutPage({ payment, unavailable = false, ...props }: CheckoutPageProps) {
  const { items, ready } = useCart();
  let content;
  // Before the browser's cart is read, show neither the form nor the empty view.
  if (!ready) content = <div aria-busy="true" />;
  else if (items.length === 0) content = <CartEmpty />;
  else if (unavailable) content = <OrdersUnavailable />;
  else content = <CheckoutBody {...props} />;
  return (
    <>
      <PaymentAlert payment={payment} />
      {content}
    </>
  );
}
