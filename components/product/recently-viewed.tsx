'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { LaterRow } from '@/components/catalogue/later-row';
import type { CardTexts } from '@/components/catalogue/product-card';
import { useTexts } from '@/components/i18n/client-texts-context';
import { parseViewed, recordViewed, RECENTLY_VIEWED_KEY, shownViewed } from '@/lib/recently-viewed';

export interface RecentlyViewedProps {
  /** The product on the page: recorded as viewed, and not shown. None on other pages. */
  productId?: number;
  /** Products the page shows already (the cart's), not shown either. */
  hidden?: readonly number[];
  className?: string;
  /** The cards' words in the page's language (messages' `catalogue.card`), from the server. */
  cardTexts: CardTexts;
}

// The list lives in localStorage: another tab's change arrives as a 'storage' event. Storage that
// cannot be used (some private modes, a full quota) only means no row and nothing recorded.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
function stored(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null;
  }
}

/**
 * "Recently viewed": the products this browser opened, read after hydration (the server renders
 * nothing); on a product page, that product is recorded. The cards come from the server when the
 * shopper scrolls near (LaterRow).
 */
export function RecentlyViewed({ productId, hidden = [], className, cardTexts }: RecentlyViewedProps) {
  const t = useTexts('product');
  const viewed = parseViewed(useSyncExternalStore(subscribe, stored, () => null));
  useEffect(() => {
    if (productId === undefined) return;
    try {
      localStorage.setItem(
        RECENTLY_VIEWED_KEY,
        JSON.stringify(recordViewed(parseViewed(stored()), productId)),
      );
    } catch {
      // Not recorded: see above.
    }
  }, [productId]);
  const shown = shownViewed(viewed, productId === undefined ? hidden : [productId, ...hidden]);
  if (shown.length === 0) return null;
  const src = `/api/recently-viewed?ids=${shown.join(',')}`;
  return (
    <LaterRow key={src} title={t.recentlyViewed} src={src} className={className} cardTexts={cardTexts} />
  );
}
