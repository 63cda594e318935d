import type { CartTotals } from '@/lib/cart/cart';
import { blocksCheckout } from '@/lib/cart/quote';
import { Link } from '@/components/ui/link';
import { useTexts } from '@/components/i18n/client-texts-context';
import { CartSummary } from './cart-summary';
import type { QuoteView } from './use-cart-quote';

/** The quote's state as the summary's status line says it (its key in the cart's texts). */
const STATE_TEXT = { loading: 'checking', error: 'checkError', ready: 'confirmed' } as const;

export interface OrderSummaryProps {
  /** The browser's own totals: shown only until (or if never) the server's quote arrives. */
  localTotals: CartTotals;
  quote: QuoteView;
  onUseUpdatedPrices: (prices: Record<string, number>) => void;
}

/** The cart page's summary: server totals once confirmed, and checkout only when the cart can be sold. */
export function OrderSummary({ localTotals, quote, onUseUpdatedPrices }: OrderSummaryProps) {
  const t = useTexts('cart');
  const lines = [...quote.lines.values()];
  const blocked = lines.some(blocksCheckout);
  const changed = lines.filter((line) => line.status !== 'unavailable' && line.previousPriceCents !== null);
  const useUpdated = () =>
    onUseUpdatedPrices(Object.fromEntries(changed.map((line) => [line.key, line.unitPriceCents])));

  return (
    <section aria-labelledby="order-summary-heading" className="border border-line p-6">
      <h2 id="order-summary-heading" className="mb-4 text-base font-semibold text-ink">
        {t.orderSummary}
      </h2>
      <CartSummary totals={quote.totals ?? localTotals} />
      <p role="status" className="mt-3 text-xs text-muted">
        {quote.status === 'idle' ? '' : t[STATE_TEXT[quote.status]]}
      </p>
      {changed.length > 0 && (
        <button type="button" onClick={useUpdated} className="btn mt-3 w-full">
          {t.useUpdatedPrices}
        </button>
      )}
      <div className="mt-6 flex flex-col gap-2">
        {blocked ? (
          <>
            {/* aria-disabled keeps the link focusable, so a screen reader reaches it and its reason. */}
            <Link
              href="/checkout"
              aria-disabled="true"
              aria-describedby="checkout-blocked"
              onClick={(event) => event.preventDefault()}
              className="btn-solid cursor-not-allowed opacity-50"
            >
              {t.checkout}
            </Link>
            <p id="checkout-blocked" className="text-xs text-sale">
              {t.checkoutBlocked}
            </p>
          </>
        ) : (
          <Link href="/checkout" className="btn-solid">
            {t.checkout}
          </Link>
        )}
        <Link href="/" className="btn">
          {t.continueShopping}
        </Link>
      </div>
    </section>
  );
}
