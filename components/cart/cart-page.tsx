'use client';

// Every price here is the browser's copy, saved when the item was added: it is for display
// only. Checkout asks the server for a quote that re-prices each line from the catalogue
// (and re-checks stock) before anything is charged; nothing below is trusted.
import Link from 'next/link';
import { useRef } from 'react';
import { lineKey, type CartItem } from '@/lib/cart/cart';
import { formatMoney } from '@/lib/money';
import { CartLineInfo, RemoveLineButton } from './cart-line';
import { CartEmpty, CartSummary } from './cart-summary';
import { QuantityControl } from './quantity-control';
import { useCart } from './use-cart';

interface CartRowProps {
  item: CartItem;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}

function CartRow({ item, onRemove, onQuantity }: CartRowProps) {
  const price = formatMoney(item.priceCents);
  return (
    <tr className="align-top">
      <td className="py-4 pr-3">
        {/* Phones drop the image and the price column so the name keeps room; the price moves under it. */}
        <CartLineInfo item={item} thumbClassName="max-sm:hidden">
          <p className="text-ink sm:hidden">{price}</p>
        </CartLineInfo>
      </td>
      <td className="hidden py-4 pr-3 sm:table-cell">{price}</td>
      <td className="py-3 pr-3">
        <QuantityControl name={item.name} quantity={item.quantity} onChange={onQuantity} />
      </td>
      <td className="py-4 text-right font-medium">{formatMoney(item.priceCents * item.quantity)}</td>
      <td className="py-3 pl-2 text-right">
        <RemoveLineButton name={item.name} onClick={onRemove} />
      </td>
    </tr>
  );
}

const headClass = 'pb-2 font-medium';

export function CartPage() {
  const { items, totals, ready, remove, update } = useCart();
  // Stays mounted in every state, so focus has a place to go when a removed row's button goes.
  const rootRef = useRef<HTMLDivElement>(null);
  const onRemove = (key: string) => {
    remove(key);
    rootRef.current?.focus();
  };

  let content;
  // Before the browser's cart is read, show neither lines nor the empty text: either could be wrong.
  if (!ready) content = <div aria-busy="true" className="min-h-64" />;
  else if (items.length === 0) content = <CartEmpty />;
  else {
    content = (
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        <table className="w-full text-sm">
          <caption className="sr-only">Items in your cart</caption>
          <thead className="border-b border-line text-left text-xs tracking-[0.12em] text-muted uppercase">
            <tr>
              <th scope="col" className={headClass}>Product</th>
              <th scope="col" className={`${headClass} hidden sm:table-cell`}>Price</th>
              <th scope="col" className={headClass}>Quantity</th>
              <th scope="col" className={`${headClass} text-right`}>Total</th>
              <th scope="col" className={headClass}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => {
              const key = lineKey(item);
              return <CartRow key={key} item={item} onRemove={() => onRemove(key)} onQuantity={(q) => update(key, q)} />;
            })}
          </tbody>
        </table>
        <section aria-labelledby="order-summary-heading" className="border border-line p-6">
          <h2 id="order-summary-heading" className="mb-4 text-base font-semibold text-ink">
            Order Summary
          </h2>
          <CartSummary totals={totals} />
          <div className="mt-6 flex flex-col gap-2">
            <Link href="/checkout" className="btn-solid">
              Checkout
            </Link>
            <Link href="/" className="btn">
              Continue Shopping
            </Link>
          </div>
        </section>
      </div>
    );
  }
  return (
    <div ref={rootRef} tabIndex={-1} className="outline-none">
      {content}
    </div>
  );
}
