import { useId } from 'react';
import { CartLineInfo } from '@/components/cart/cart-line';
import { lineKey, type CartItem } from '@/lib/cart/cart';
import type { QuoteLine } from '@/lib/cart/quote';
import type { OrderTotals } from '@/lib/checkout/totals';
import { formatMoney } from '@/lib/money';
import type { QuoteView } from '@/components/cart/use-cart-quote';
import { deliveryPrice } from './delivery-choice';

// The checkout's order summary: the server quote's prices per line (the browser's until it
// answers), flags on lines whose price or stock changed since the cart, then the totals for the
// chosen delivery and voucher. Beside the form from lg, folded above Pay on phones.

function LineFlags({ line }: { line: QuoteLine | undefined }) {
  if (!line) return null;
  if (line.status === 'unavailable')
    return (
      <p className="font-medium text-sale">
        {line.reason === 'unreachable' ? 'Could not be checked right now' : 'No longer available'}
      </p>
    );
  return (
    <>
      {line.previousPriceCents !== null && (
        <p className="font-medium text-ink">{`Price updated: was ${formatMoney(line.previousPriceCents)}, now ${formatMoney(line.unitPriceCents)}`}</p>
      )}
      {line.status === 'insufficient_stock' && line.available !== null && (
        <p className="font-medium text-sale">{`Only ${line.available} left`}</p>
      )}
    </>
  );
}

export interface CheckoutSummaryProps {
  items: CartItem[];
  quote: QuoteView;
  totals: OrderTotals;
  /** false: the courier does not go to the chosen country, so no delivery price is given. */
  deliverable: boolean;
  voucherCode: string | null;
}

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-base font-semibold' : ''}`}
    >
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function CheckoutSummary({ items, quote, totals, deliverable, voucherCode }: CheckoutSummaryProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border border-line p-5 sm:p-6">
      <h2 id={headingId} className="mb-4 text-base font-semibold text-ink">
        Order Summary
      </h2>
      <ul className="divide-y divide-line" aria-label="Items in your order">
        {items.map((item) => {
          const line = quote.lines.get(lineKey(item));
          const sellable = line?.status !== 'unavailable';
          const total = !line ? item.priceCents * item.quantity : line.lineTotalCents;
          return (
            <li key={lineKey(item)} className="flex gap-3 py-3 text-sm">
              <CartLineInfo item={item}>
                <p>Qty: {item.quantity}</p>
                <LineFlags line={line} />
              </CartLineInfo>
              <p className="shrink-0 font-medium text-ink">{sellable ? formatMoney(total) : '—'}</p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 space-y-2 text-sm">
        <Row term="Subtotal" value={formatMoney(totals.subtotalCents)} />
        <Row term="Delivery" value={deliveryPrice(deliverable, totals.deliveryCents)} />
        {totals.discountCents > 0 && (
          <Row
            term={voucherCode ? `Voucher (${voucherCode})` : 'Voucher'}
            value={`−${formatMoney(totals.discountCents)}`}
          />
        )}
        <Row term="Total" value={formatMoney(totals.totalCents)} strong />
      </dl>
      <p className="mt-2 text-xs text-muted">Prices include VAT.</p>
      <p role="status" className="mt-1 text-xs text-muted">
        {quote.status === 'loading' ? 'Checking prices and stock…' : ''}
      </p>
    </section>
  );
}
