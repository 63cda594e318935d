'use client';

import { cardOptions, type QuickAddCard } from '@/lib/quick-add-card';
import type { ProductOptions } from '@/lib/product-options';
import type { Locale } from '@/lib/i18n/locales';

/** Which product a Quick Add link asks for, and its card's product in case the fetch fails. */
export interface QuickAddRequest {
  id: number;
  fallback: ProductOptions;
}

/** A link's product (data-quick) among the cards' data; null when the grid has no data for it. */
export function quickAddRequest(
  link: HTMLAnchorElement,
  cards: readonly QuickAddCard[],
): QuickAddRequest | null {
  const id = Number(link.dataset.quick);
  const card = cards.find((c) => c.id === id);
  // The link's own target is the product page's add section; the dialog links to the page itself.
  const href = (link.getAttribute('href') ?? '').replace(/#.*$/, '');
  return card ? { id, fallback: cardOptions(card, href) } : null;
}

/**
 * The product's live options from the shop's server, or the card's product when that fails. A
 * Greek page asks with lang=el (colour names in Greek): the answer is cached by its address.
 */
export async function loadOptions(
  request: QuickAddRequest,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ProductOptions> {
  try {
    const lang = locale === 'en' ? '' : `?lang=${locale}`;
    const response = await fetch(`/api/products/${request.id}/options${lang}`, { signal });
    if (response.ok) return (await response.json()) as ProductOptions;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
  }
  return request.fallback;
}
