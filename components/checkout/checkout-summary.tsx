import { useId } from 'react';
import { CartLineInfo } from '@/components/cart/cart-line';
import { variantNames } from '@/lib/i18n/variant-names';
import { lineKey, type CartItem } from '@/lib/cart/cart';
import type { QuoteLine } from '@/lib/cart/quote';
import type { OrderTotals } from '@/lib/checkout/totals';
import { formatMoney } from '@/lib/money';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import type { QuoteView } from '@/components/cart/use-cart-quote';
import { deliveryPrice } from './delivery-choice';

// The checkout's order summary: the server quote's prices per line (the browser's until it
// answers), flags on lines whose price or stock changed since the cart, then the totals for the
// chosen delivery and voucher. Beside the form from lg, folded above Pay on phones.

function LineFlags({ line }: { line: QuoteLine | undefined }) {
  const t = useTexts('checkout');
  const locale = useLocale();
  if (!line) return null;
  if (line.status === 'unavailable')
    return (
      <p className="font-medium text-sale">
        {line.reason === 'unreachable' ? t.couldNotCheck : t.noLongerAvailable}
      </p>
    );
  return (
    <>
      {line.previousPriceCents !== null && (
        <p className="font-medium text-ink">
          {fill(t.priceUpdated, {
            was: formatMoney(line.previousPriceCents, locale),
            now: formatMoney(line.unitPriceCents, locale),
          })}
        </p>
      )}
      {line.status === 'insufficient_stock' && line.available !== null && (
        <p className="font-medium text-sale">{fill(t.onlyLeft, { count: line.available })}</p>
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
  const t = useTexts('checkout');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <section aria-labelledby={headingId} className="border border-line p-5 sm:p-6">
      <h2 id={headingId} className="mb-4 text-base font-semibold text-ink">
        {t.orderSummary}
      </h2>
      <ul className="divide-y divide-line" aria-label={t.itemsInOrder}>
        {items.map((item) => {
          const line = quote.lines.get(lineKey(item));
          const sellable = line?.status !== 'unavailable';
          const total = !line ? item.priceCents * item.quantity : line.lineTotalCents;
          return (
            <li key={lineKey(item)} className="flex gap-3 py-3 text-sm">
              <CartLineInfo item={item} names={variantNames(locale)}>
                <p>{fill(t.qty, { count: item.quantity })}</p>
                <LineFlags line={line} />
              </CartLineInfo>
              <p className="shrink-0 font-medium text-ink">{sellable ? money(total) : '—'}</p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 space-y-2 text-sm">
        <Row term={t.subtotal} value={money(totals.subtotalCents)} />
        <Row term={t.delivery} value={deliveryPrice(deliverable, totals.deliveryCents, t, locale)} />
        {totals.discountCents > 0 && (
          <Row
            term={voucherCode ? fill(t.voucherWithCode, { code: voucherCode }) : t.voucher}
            value={`−${money(totals.discountCents)}`}
          />
        )}
        <Row term={t.total} value={money(totals.totalCents)} strong />
      </dl>
      <p className="mt-2 text-xs text-muted">{t.vatIncluded}</p>
      <p role="status" className="mt-1 text-xs text-muted">
        {quote.status === 'loading' ? t.checking : ''}
      </p>
    </section>
  );
}
