import type { CartTotals } from '@/lib/cart/cart';
import { blocksCheckout } from '@/lib/cart/quote';
import { Link } from '@/components/ui/link';
import { CartSummary } from './cart-summary';
import type { QuoteView } from './use-cart-quote';

const STATE_TEXT = {
  idle: '',
  loading: 'Checking prices and stock…',
  error: 'Prices could not be checked right now; they are confirmed again at checkout.',
  ready: 'Prices and stock confirmed',
} as const;

export interface OrderSummaryProps {
  /** The browser's own totals: shown only until (or if never) the server's quote arrives. */
  localTotals: CartTotals;
  quote: QuoteView;
  onUseUpdatedPrices: (prices: Record<string, number>) => void;
}

/** The cart page's summary: server totals once confirmed, and checkout only when the cart can be sold. */
export function OrderSummary({ localTotals, quote, onUseUpdatedPrices }: OrderSummaryProps) {
  const lines = [...quote.lines.values()];
  const blocked = lines.some(blocksCheckout);
  const changed = lines.filter((line) => line.status !== 'unavailable' && line.previousPriceCents !== null);
  const useUpdated = () =>
    onUseUpdatedPrices(Object.fromEntries(changed.map((line) => [line.key, line.unitPriceCents])));

  return (
    <section aria-labelledby="order-summary-heading" className="border border-line p-6">
      <h2 id="order-summary-heading" className="mb-4 text-base font-semibold text-ink">
        Order Summary
      </h2>
      <CartSummary totals={quote.totals ?? localTotals} />
      <p role="status" className="mt-3 text-xs text-muted">
        {STATE_TEXT[quote.status]}
      </p>
      {changed.length > 0 && (
        <button type="button" onClick={useUpdated} className="btn mt-3 w-full">
          Use updated prices
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
              Checkout
            </Link>
            <p id="checkout-blocked" className="text-xs text-sale">
              Some items are no longer available or have less stock than you asked for. Remove or reduce them
              to check out.
            </p>
          </>
        ) : (
          <Link href="/checkout" className="btn-solid">
            Checkout
          </Link>
        )}
        <Link href="/" className="btn">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
