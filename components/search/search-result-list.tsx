import { useEffect } from 'react';
import { useTexts } from '@/components/i18n/client-texts-context';
import type { SearchCard } from '@/lib/search/search-card';

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

export interface SearchResultListProps {
  id: string;
  labelledBy: string;
  items: SearchCard[];
  active: number;
  onOpen: (card: SearchCard) => void;
  onHover: (index: number) => void;
}

/**
 * The combobox's listbox: up to 8 cards (spec: image, name, price, first two colours). Focus
 * stays in the input; the active option is the input's aria-activedescendant.
 */
export function SearchResultList({ id, labelledBy, items, active, onOpen, onHover }: SearchResultListProps) {
  // The active option stays in view as the arrow keys move through a list taller than a phone.
  const t = useTexts('search');
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [id, active]);
  return (
    <ul id={id} role="listbox" aria-labelledby={labelledBy} className="grid gap-1 sm:grid-cols-2">
      {items.map((card, i) => (
        <li
          key={card.id}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          className={`flex cursor-pointer gap-3 rounded-sm p-2 ${i === active ? 'bg-neutral-100 outline-2 -outline-offset-2 outline-ink' : 'hover:bg-neutral-50'}`}
          onClick={() => onOpen(card)}
          onMouseMove={() => onHover(i)}
        >
          <div className="relative h-20 w-16 shrink-0 overflow-hidden bg-neutral-100">
            {card.image && (
              // eslint-disable-next-line @next/next/no-img-element -- a ready-made 256 px rendition, no image component needed
              <img src={card.image} alt="" width={64} height={80} className="size-full object-cover" />
            )}
          </div>
          <div className="min-w-0 text-sm">
            <p className="font-medium" translate="no">
              {card.name}
            </p>
            <p>
              {card.originalPrice ? (
                <>
                  <span className="text-sale">
                    <span className="sr-only">{t.salePrice}</span>
                    {card.price}
                  </span>{' '}
                  <span className="text-muted">
                    {t.priorPrice} <s>{card.originalPrice}</s>
                  </span>
                </>
              ) : (
                card.price
              )}
            </p>
            {card.colours.length > 0 && <p className="text-muted">{card.colours.join(', ')}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
