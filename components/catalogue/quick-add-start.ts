'use client';

import { openCartDrawer } from '@/components/cart/cart-drawer-store';
import { addToCart } from '@/components/cart/use-cart';
import { loadOptions, quickAddRequest, type QuickAddRequest } from '@/components/product/quick-add-data';
import { showToast } from '@/components/ui/toast';
import {
  bestsellerAddedToast,
  bestsellerQuickChoice,
  cartInput,
  type ProductOptions,
} from '@/lib/product-options';
import type { QuickAddCard } from '@/lib/quick-add-card';
import type { Locale } from '@/lib/i18n/locales';

/** What the options dialog opens with. */
export interface QuickAddOpen {
  request: QuickAddRequest;
  options: ProductOptions | null;
}

/**
 * A Quick Add link's click, loaded on the first one (quick-add-area.tsx): bestsellers add size M
 * in the first colour at once when the live options allow it (spec) and answer null; everything
 * else answers what the options dialog opens with.
 */
export async function startQuickAdd(
  link: HTMLAnchorElement,
  cards: readonly QuickAddCard[],
  bestsellers: boolean,
  /** The page's language and its product texts (the toast's words). */
  { locale, texts }: { locale: Locale; texts: Parameters<typeof bestsellerAddedToast>[2] },
): Promise<QuickAddOpen | null> {
  const request = quickAddRequest(link, cards);
  if (!request) return null;
  if (!bestsellers) return { request, options: null };
  const options = await loadOptions(request, locale);
  const choice = bestsellerQuickChoice(options);
  if (!choice) return { request, options };
  addToCart(cartInput(options, choice.colour, choice.size, 1));
  showToast(
    bestsellerAddedToast(
      options.name,
      choice.colour ? (choice.colour.shown ?? choice.colour.label) : undefined,
      texts,
    ),
  );
  openCartDrawer();
  return null;
}
