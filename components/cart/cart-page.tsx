'use client';

// The browser's prices were saved when each item was added and are not trusted: the page asks
// the server for a quote (POST /api/cart/quote) that re-prices every line from the catalogue and
// re-checks stock, and once it answers, its prices and totals replace the browser's copy.
import { lazy, useRef, type ReactNode } from 'react';
import { LaterRow } from '@/components/catalogue/later-row';
import { RecentlyViewed } from '@/components/product/recently-viewed';
import type { CardTexts } from '@/components/catalogue/product-card';
import { lineKey, type CartItem } from '@/lib/cart/cart';
import { hasNotice, type QuoteLine } from '@/lib/cart/quote';
import { formatMoney } from '@/lib/money';
import type { VariantNames } from '@/lib/i18n/variant-lookup';
import { idSetParam } from '@/lib/product-ids';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { CartLineInfo, RemoveLineButton } from './cart-line';
import { OrderSummary } from './order-summary';
import { QuantityControl } from './quantity-control';
import { useCart } from './use-cart';
import { useCartQuote } from './use-cart-quote';
import { LazyPart } from '@/components/ui/lazy-part';

// Most lines have nothing to say once quoted: the notices' code loads when one has.
const QuoteNotice = lazy(() => import('./quote-notice').then((m) => ({ default: m.QuoteNotice })));
// Nothing to close when a notice cannot load: the toast asks for a reload, the row stays.
const keepPage = () => {};

interface CartRowProps {
  item: CartItem;
  names: VariantNames;
  /** The server's verdict on this line, while the line is as it was when quoted. */
  line: QuoteLine | undefined;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}

function CartRow({ item, names, line, onRemove, onQuantity }: CartRowProps) {
  const t = useTexts('cart');
  const locale = useLocale();
  const sellable = line?.status !== 'unavailable';
  const unit = formatMoney(line && sellable ? line.unitPriceCents : item.priceCents, locale);
  // A reduced line says so as the product page does: the sale price, then the prior one struck.
  // The line carries the prior price from when it was added, so it is there at first paint and
  // the quote, when it answers, only confirms it (or corrects it).
  const original = line ? (sellable ? line.originalPriceCents : null) : (item.originalPriceCents ?? null);
  const price =
    original === null ? (
      unit
    ) : (
      <>
        <span className="text-sale">
          <span className="sr-only">{`${t.salePrice} `}</span>
          {unit}
        </span>{' '}
        <span className="block text-muted">
          {t.priorPrice} <s>{formatMoney(original, locale)}</s>
        </span>
      </>
    );
  const total = !line
    ? formatMoney(item.priceCents * item.quantity, locale)
    : sellable
      ? formatMoney(line.lineTotalCents, locale)
      : '—';
  return (
    <tr className="align-top">
      <td className="py-4 pr-3">
        {/* Phones drop the price column, whose figure moves under the name, and show a smaller picture. */}
        <CartLineInfo item={item} names={names} thumbClassName="max-sm:w-12">
          <p className="text-ink sm:hidden">{price}</p>
          {line && hasNotice(line) && (
            <LazyPart onFail={keepPage}>
              <QuoteNotice line={line} name={item.name} onReduce={onQuantity} onRemove={onRemove} />
            </LazyPart>
          )}
        </CartLineInfo>
      </td>
      <td className="hidden py-4 pr-3 sm:table-cell">{price}</td>
      <td className="py-3 pr-3">
        <QuantityControl name={item.name} quantity={item.quantity} onChange={onQuantity} />
      </td>
      <td className="py-4 text-right font-medium">{total}</td>
      <td className="py-3 pl-2 text-right">
        <RemoveLineButton name={item.name} onClick={onRemove} />
      </td>
    </tr>
  );
}

const headClass = 'pb-2 font-medium';
/** The rows under the cart, inside the page's own container. */
const rowClass = 'mt-16';

/**
 * `empty`: what the server rendered for an empty cart (its text and the bestsellers in stock), so
 * this code carries none of it. A cart with lines asks for items of its lines' categories instead,
 * once the shopper scrolls near.
 */
export function CartPage({
  empty,
  cardTexts,
  variantNames,
}: {
  empty: ReactNode;
  /** The suggested and recently viewed cards' words in the page's language, from the server. */
  cardTexts: CardTexts;
  /** The colours' and sizes' names in the page's language, from the server: not in this code. */
  variantNames: VariantNames;
}) {
  const { items, totals, ready, remove, update, reprice } = useCart();
  const quote = useCartQuote(items, ready);
  const t = useTexts('cart');
  // Stays mounted in every state, so focus has a place to go when a removed row's button goes.
  const rootRef = useRef<HTMLDivElement>(null);
  const onRemove = (key: string) => {
    remove(key);
    rootRef.current?.focus();
  };

  let content;
  // Before the browser's cart is read, show neither lines nor the empty text: either could be wrong.
  if (!ready) content = <div aria-busy="true" />;
  else if (items.length === 0) content = empty;
  else {
    content = (
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        <table className="w-full text-sm">
          <caption className="sr-only">{t.itemsInCart}</caption>
          <thead className="border-b border-line text-left text-xs tracking-[0.12em] text-muted uppercase">
            <tr>
              <th scope="col" className={headClass}>
                {t.product}
              </th>
              <th scope="col" className={`${headClass} hidden w-28 sm:table-cell`}>
                {t.price}
              </th>
              <th scope="col" className={headClass}>
                {t.quantity}
              </th>
              <th scope="col" className={`${headClass} text-right`}>
                {t.total}
              </th>
              <th scope="col" className={headClass}>
                <span className="sr-only">{t.remove}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => {
              const key = lineKey(item);
              const onQuantity = (q: number) => update(key, q);
              return (
                <CartRow
                  key={key}
                  item={item}
                  names={variantNames}
                  line={quote.lines.get(key)}
                  onRemove={() => onRemove(key)}
                  onQuantity={onQuantity}
                />
              );
            })}
          </tbody>
        </table>
        <OrderSummary localTotals={totals} quote={quote} onUseUpdatedPrices={reprice} />
      </div>
    );
  }
  return (
    <div ref={rootRef} tabIndex={-1} className="outline-none">
      {content}
      {ready && items.length > 0 && (
        <LaterRow
          title={t.alsoLike}
          src={`/api/also-like?ids=${idSetParam(items.map((item) => item.id))}`}
          className={rowClass}
          cardTexts={cardTexts}
        />
      )}
      {ready && (
        <RecentlyViewed hidden={items.map((item) => item.id)} className={rowClass} cardTexts={cardTexts} />
      )}
    </div>
  );
}
