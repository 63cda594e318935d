'use client';

import { lazy, useRef, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import type { QuickAddCard } from '@/lib/quick-add-card';
import { opensElsewhere } from '@/lib/soft-navigation';
import type { QuickAddOpen } from './quick-add-start';

// The dialog's code, and the click's (options, bestseller rule, toast), load on the first Quick
// Add, not with every grid.
const QuickAddDialog = lazy(() => import('@/components/product/quick-add-dialog'));
const loadStart = () => import('./quick-add-start');
const quickLink = (event: SyntheticEvent) =>
  (event.target as Element).closest<HTMLAnchorElement>('a[data-quick]');

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
  const [open, setOpen] = useState<QuickAddOpen | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const language = { locale: useLocale(), texts: useTexts('product') };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = quickLink(event);
    // A new tab or window keeps the link's own behaviour, as does a card without data.
    if (!link || opensElsewhere(event)) return;
    if (!cards.some((card) => card.id === Number(link.dataset.quick))) return;
    event.preventDefault();
    opener.current = link;
    // Bestsellers add size M at once when the live options allow it, else ask in the dialog.
    void loadStart()
      .then(({ startQuickAdd }) => startQuickAdd(link, cards, bestsellers, language))
      .then((next) => next && setOpen(next));
  };
  // A pointer or focus on a Quick Add link fetches the click's code before the click.
  const preload = (event: SyntheticEvent) => void (quickLink(event) && loadStart());

  return (
    <div className="contents" onClickCapture={onClick} onPointerOver={preload} onFocusCapture={preload}>
      {children}
      {open && (
        <LazyPart onFail={() => setOpen(null)}>
          <QuickAddDialog
            request={open.request}
            options={open.options}
            onClose={() => setOpen(null)}
            returnFocus={opener}
          />
        </LazyPart>
      )}
    </div>
  );
}
