import type { CartTotals } from '@/lib/cart/cart';
import { formatMoney } from '@/lib/money';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';

/** The spec's hint, exactly: 'Add €12.10 more for free shipping' (template: the cart's `freeShippingHint`). */
export function freeShippingHint(template: string, remainingCents: number, locale: Locale): string {
  return fill(template, { amount: formatMoney(remainingCents, locale) });
}

/** Subtotal, shipping and total, shared by the header dropdown and the cart page. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const t = useTexts('cart');
  const locale = useLocale();
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-2">
        <div className="flex justify-between gap-4">
          <dt>{t.subtotal}</dt>
          <dd>{formatMoney(totals.subtotalCents, locale)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t.shipping}</dt>
          <dd>{totals.shippingCents === 0 ? t.free : formatMoney(totals.shippingCents, locale)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 font-semibold">
          <dt>{t.total}</dt>
          <dd>{formatMoney(totals.totalCents, locale)}</dd>
        </div>
      </dl>
      {totals.freeShippingRemainingCents > 0 && (
        <p className="text-muted">
          {freeShippingHint(t.freeShippingHint, totals.freeShippingRemainingCents, locale)}
        </p>
      )}
    </div>
  );
}
