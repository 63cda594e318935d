'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { favouritesChanged } from '@/components/account/favourites-client';
import { QuickAddArea } from '@/components/catalogue/quick-add-area';
import { FillImage } from '@/components/ui/fill-image';
import { Link } from '@/components/ui/link';
import { showToast } from '@/components/ui/toast';
import type { FavouriteCard } from '@/lib/account/types';
import { formatMoney } from '@/lib/money';
import type { QuickAddCard } from '@/lib/quick-add-card';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { localePath } from '@/lib/i18n/paths';
import { cartPrice } from '@/lib/sale';
import { removeFavourite } from './remove-favourite';
import { WishlistEmpty } from './wishlist-empty';

const quickAddCard = (card: FavouriteCard): QuickAddCard => ({
  id: card.id,
  name: card.name,
  ...cartPrice(card),
  image: card.imageUrl,
  colours: card.colours.map((colour) => colour.label),
  sizes: card.sizes,
});

/**
 * The saved products: picture, name, price, colours, 'Add to cart' (the quick-add dialog) and
 * 'Remove'. A removal leaves the list only once the server has confirmed it; the focus then moves
 * to the next item's Remove button (or the previous one, or the empty message).
 */
export function WishlistList({
  cards: initial,
  emptySuggestions,
}: {
  cards: FavouriteCard[];
  /** Shown under the empty message (server-rendered suggestions). */
  emptySuggestions?: ReactNode;
}) {
  const t = useTexts('product');
  const locale = useLocale();
  const [cards, setCards] = useState(initial);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(() => new Set());
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const target = buttons?.[Math.min(index, buttons.length - 1)] ?? empty.current;
    target?.focus();
  }, [cards]);

  // The ids whose removal is on its way: more clicks on their Remove buttons are ignored.
  const pending = useRef(new Set<number>());
  const remove = async (id: number) => {
    if (pending.current.has(id)) return;
    pending.current.add(id);
    setRemoving(new Set(pending.current));
    const ids = await removeFavourite(id);
    pending.current.delete(id);
    setRemoving(new Set(pending.current));
    if (!ids) return showToast(t.wishlistRemoveFailed);
    favouritesChanged(ids);
    setCards((current) => {
      focusIndex.current = current.findIndex((c) => c.id === id);
      return current.filter((c) => c.id !== id);
    });
    showToast(t.wishlistRemoved);
  };

  if (cards.length === 0)
    return (
      <>
        <WishlistEmpty focusRef={empty} />
        {emptySuggestions}
      </>
    );

  return (
    <QuickAddArea cards={cards.map(quickAddCard)}>
      <ul ref={list} className="divide-y divide-line border-y border-line" aria-label={t.savedItems}>
        {cards.map((card) => {
          const priorCents = card.hasSale ? cartPrice(card).originalPriceCents : undefined;
          return (
            <li key={card.id} className="flex gap-4 py-4">
              {/* The name links too; the picture is a second, unannounced way in. */}
              <Link
                href={card.href}
                tabIndex={-1}
                aria-hidden="true"
                className="relative aspect-4/5 w-24 shrink-0 overflow-hidden bg-neutral-100 sm:w-28"
              >
                {card.imageUrl && (
                  <FillImage src={card.imageUrl} alt="" sizes="112px" className="object-cover" />
                )}
              </Link>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link
                  href={card.href}
                  className="focus-ring self-start rounded-sm text-sm font-medium text-ink hover:underline"
                  translate="no"
                >
                  {card.name}
                </Link>
                <p className="text-sm text-ink">
                  {priorCents !== undefined ? (
                    <>
                      <span className="font-medium text-sale">
                        <span className="sr-only">{`${t.salePrice} `}</span>
                        {formatMoney(card.salePriceCents, locale)}
                      </span>{' '}
                      <span className="text-muted">
                        {t.priorPrice} <s>{formatMoney(priorCents, locale)}</s>
                      </span>
                    </>
                  ) : (
                    formatMoney(card.salePriceCents || card.priceCents, locale)
                  )}
                </p>
                {card.colours.length > 0 && (
                  <p className="text-xs text-muted">
                    {fill(t.colours, { list: card.colours.map((colour) => colour.label).join(', ') })}
                  </p>
                )}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  {/* Opens the options dialog (QuickAddArea); without JavaScript, the product's add section. */}
                  <a
                    href={localePath(locale, `${card.href}#add`)}
                    data-quick={card.id}
                    aria-haspopup="dialog"
                    aria-label={fill(t.addToCartNamed, { name: card.name })}
                    className="btn-solid"
                  >
                    {t.addToCart}
                  </a>
                  <button
                    type="button"
                    data-remove
                    className="btn"
                    aria-label={fill(t.removeFromWishlist, { name: card.name })}
                    aria-disabled={removing.has(card.id) || undefined}
                    onClick={() => void remove(card.id)}
                  >
                    {t.remove}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </QuickAddArea>
  );
}
