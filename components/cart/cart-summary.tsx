import type { CartTotals } from '@/lib/cart/cart';
import { formatMoney } from '@/lib/money';
import { Link } from '@/components/ui/link';

/** The spec's hint, exactly: 'Add €12.10 more for free shipping'. */
export function freeShippingHint(remainingCents: number): string {
  return `Add ${formatMoney(remainingCents)} more for free shipping`;
}

/** Subtotal, shipping and total, shared by the header dropdown and the cart page. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-2">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd>{formatMoney(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Shipping</dt>
          <dd>{totals.shippingCents === 0 ? 'Free' : formatMoney(totals.shippingCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 font-semibold">
          <dt>Total</dt>
          <dd>{formatMoney(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.freeShippingRemainingCents > 0 && (
        <p className="text-muted">{freeShippingHint(totals.freeShippingRemainingCents)}</p>
      )}
    </div>
  );
}

export function CartEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <p className="text-sm text-ink">Your cart is empty</p>
      <Link href="/" className="btn">
        Continue Shopping
      </Link>
    </div>
  );
}
