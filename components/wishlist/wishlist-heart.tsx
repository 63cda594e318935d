'use client';

import { useEffect, useRef } from 'react';
import { loadFavourites, useFavouriteIds } from '@/components/account/favourites-client';
import { HeartIcon } from '@/components/ui/icons';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';

export interface WishlistHeartProps {
  productId: number;
  /** The product's name, for the button's accessible name. */
  name: string;
  /** 'card-heart' (app/components.css) over a card's image; the product page passes its own. */
  className?: string;
}

/**
 * The wishlist toggle. The store loads the favourite ids once per page (one request however many
 * hearts, none for a guest) and toggleFavourite (loaded on the first press or a pointer over it)
 * shows the spec's toasts; a guest gets the sign-in prompt. Clicks while this heart's change is on
 * its way are ignored.
 */
const loadToggle = () => import('./toggle-favourite');

export function WishlistHeart({ productId, name, className = 'card-heart' }: WishlistHeartProps) {
  const ids = useFavouriteIds();
  const t = useTexts('product');
  const locale = useLocale();
  const busy = useRef(false);
  useEffect(() => void loadFavourites(), []);
  const saved = ids?.has(productId) ?? false;

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await (await loadToggle()).toggleFavourite(productId, t, locale);
    } finally {
      busy.current = false;
    }
  };

  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={fill(saved ? t.removeFromWishlist : t.addToWishlist, { name })}
      onClick={toggle}
      onPointerEnter={() => void loadToggle()}
      onFocus={() => void loadToggle()}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
