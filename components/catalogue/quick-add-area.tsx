'use client';

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
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

// The dialog's code loads on the first Quick Add, not with the listing.
const QuickAddDialog = lazy(() => import('@/components/product/quick-add-dialog'));

export interface QuickAddAreaProps {
  /** Bestsellers add size M in the first colour at once when they can (spec). */
  bestsellers?: boolean;
  /** The cards' products, for the dialog when the live options cannot be fetched. */
  cards: readonly QuickAddCard[];
  children: ReactNode;
}

/**
 * Turns the Quick Add links of the cards inside it into the options dialog. One delegated
 * listener for the whole grid; without JavaScript the links open the product's add section.
 */
export function QuickAddArea({ bestsellers = false, cards, children }: QuickAddAreaProps) {
  const [open, setOpen] = useState<{ request: QuickAddRequest; options: ProductOptions | null } | null>(null);

  // Bestsellers add size M at once when the live options allow it, else ask in the dialog.
  const addBestseller = async (request: QuickAddRequest) => {
    const options = await loadOptions(request);
    const choice = bestsellerQuickChoice(options);
    if (!choice) return setOpen({ request, options });
    addToCart(cartInput(options, choice.colour, choice.size, 1));
    showToast(bestsellerAddedToast(options.name, choice.colour?.label));
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-quick]');
    // A new tab or window keeps the link's own behaviour, as does a card without data.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const request = quickAddRequest(link, cards);
    if (!request) return;
    event.preventDefault();
    if (bestsellers) void addBestseller(request);
    else setOpen({ request, options: null });
  };

  return (
    <div className="contents" onClickCapture={onClick}>
      {children}
      {open && (
        <Suspense>
          <QuickAddDialog request={open.request} options={open.options} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
