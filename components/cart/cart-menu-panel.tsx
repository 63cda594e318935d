'use client';

import { lineKey, type CartItem, type CartTotals } from '@/lib/cart/cart';
import { formatMoney } from '@/lib/money';
import { Link } from '@/components/ui/link';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { CartEmpty } from './cart-empty';
import { CartSummary } from './cart-summary';
import { CartLineInfo, RemoveLineButton } from './cart-line';
// A lazily loaded part, so the tables come with it (the cart page gets them from its server page).
import { variantNames } from '@/lib/i18n/variant-names';

function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const t = useTexts('cart');
  const locale = useLocale();
  return (
    <li className="flex gap-3 py-3">
      <CartLineInfo item={item} names={variantNames(locale)}>
        <p className="flex justify-between gap-2 text-ink">
          <span>
            {`${item.quantity} x ${formatMoney(item.priceCents, locale)}`}
            {item.originalPriceCents !== undefined && (
              <span className="ml-2 text-muted">
                {t.priorPrice} <s>{formatMoney(item.originalPriceCents, locale)}</s>
              </span>
            )}
          </span>
          <span className="font-medium">{formatMoney(item.priceCents * item.quantity, locale)}</span>
        </p>
      </CartLineInfo>
      <RemoveLineButton name={item.name} onClick={onRemove} />
    </li>
  );
}

/** The open cart menu: its lines, totals and the View Cart / Checkout buttons. */
export function CartMenuPanel({
  items,
  totals,
  onRemove,
}: {
  items: CartItem[];
  totals: CartTotals;
  onRemove: (key: string) => void;
}) {
  const t = useTexts('cart');
  if (items.length === 0) return <CartEmpty />;
  return (
    <>
      <ul className="max-h-[50dvh] divide-y divide-line overflow-y-auto">
        {items.map((item) => (
          <CartLine key={lineKey(item)} item={item} onRemove={() => onRemove(lineKey(item))} />
        ))}
      </ul>
      <div className="mt-2 border-t border-line pt-3">
        <CartSummary totals={totals} />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Link href="/cart" className="btn">
          {t.viewCart}
        </Link>
        <Link href="/checkout" className="btn-solid">
          {t.checkout}
        </Link>
      </div>
    </>
  );
}
