import { quickAddCard } from '@/lib/quick-add-card';
import type { Product } from '@/lib/types';
import type { Locale } from '@/lib/i18n/locales';
import { withShownColours } from '@/lib/i18n/variant-names';
import { ProductCard, type CardTexts } from './product-card';
import { QuickAddArea } from './quick-add-area';

/** A component class in app/components.css (2 columns on phones, 4 from lg). */
const gridClass = 'product-grid';

export interface ProductGridProps {
  /** The page's language and the cards' words in it (English by default). */
  locale?: Locale;
  cardTexts: CardTexts;
  products: Product[];
  /** Leading cards that load eagerly: the first row (2 on phones, 4 on desktop). 0 below the fold. */
  priorityCount?: number;
  showNewBadge?: boolean;
  /** Names the list for screen readers, e.g. 'Bestsellers'. */
  label?: string;
  /** Where each card links instead of the default product link. */
  href?: (product: Product) => string;
  /** Quick Add takes size M at once where it can (bestsellers). */
  bestsellerQuickAdd?: boolean;
}

export function ProductGrid({
  products,
  priorityCount = 0,
  showNewBadge = false,
  label,
  href,
  bestsellerQuickAdd,
  locale,
  cardTexts,
}: ProductGridProps) {
  return (
    <QuickAddArea bestsellers={bestsellerQuickAdd} cards={products.map(quickAddCard)}>
      <ul className={gridClass} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={withShownColours(product, locale ?? 'en')}
              priority={index < priorityCount}
              showNewBadge={showNewBadge}
              href={href?.(product)}
              locale={locale}
              texts={cardTexts}
            />
          </li>
        ))}
      </ul>
    </QuickAddArea>
  );
}
