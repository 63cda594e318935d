'use client';

import { lineKey, type CartItem, type CartTotals } from '@/lib/cart/cart';
import { formatMoney } from '@/lib/money';
import { PRIOR_PRICE_SHORT } from '@/lib/prices/prior-price-words';
import { Link } from '@/components/ui/link';
import { CartEmpty, CartSummary } from './cart-summary';
import { CartLineInfo, RemoveLineButton } from './cart-line';

function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  return (
    <li className="flex gap-3 py-3">
      <CartLineInfo item={item}>
        <p className="flex justify-between gap-2 text-ink">
          <span>
            {`${item.quantity} x ${formatMoney(item.priceCents)}`}
            {item.originalPriceCents !== undefined && (
              <span className="ml-2 text-muted">
                {PRIOR_PRICE_SHORT} <s>{formatMoney(item.originalPriceCents)}</s>
              </span>
            )}
          </span>
          <span className="font-medium">{formatMoney(item.priceCents * item.quantity)}</span>
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
          View Cart
        </Link>
        <Link href="/checkout" className="btn-solid">
          Checkout
        </Link>
      </div>
    </>
  );
}
