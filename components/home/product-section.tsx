import type { Product } from '@/lib/types';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

export interface ProductSectionProps {
  id: string;
  title: string;
  products: Product[];
  viewAll: { href: string; label: string };
  priorityCount?: number;
  showNewBadge?: boolean;
  emptyText: string;
  /** The page's language: the cards' words and prices follow it (English by default). */
  locale?: Locale;
}

/** A titled product grid with its VIEW ALL link, as the home page shows them. */
export function ProductSection({
  id,
  title,
  products,
  viewAll,
  priorityCount,
  showNewBadge,
  emptyText,
  locale = 'en',
}: ProductSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-screen-xl px-4 py-12 lg:px-8 lg:py-16">
      <h2 id={id} className="mb-8 text-center text-xl font-semibold tracking-[0.2em] uppercase lg:text-2xl">
        {title}
      </h2>
      {products.length ? (
        <ProductGrid
          products={products}
          priorityCount={priorityCount}
          showNewBadge={showNewBadge}
          label={title}
          locale={locale}
          cardTexts={MESSAGES[locale].catalogue.card}
        />
      ) : (
        <p className="text-center text-muted">{emptyText}</p>
      )}
      <div className="mt-10 text-center">
        <Link
          href={viewAll.href}
          className="inline-block border border-ink px-8 py-3 text-xs font-semibold tracking-[0.2em] uppercase hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {viewAll.label}
        </Link>
      </div>
    </section>
  );
}
