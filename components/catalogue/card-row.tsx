import type { CardProduct } from '@/lib/card-product';
import type { Locale } from '@/lib/i18n/locales';
import { ProductCard, type CardTexts } from './product-card';

/** A full-width row of its own (the product page, under a listing or a not-found view). */
export const ROW_CONTAINER = 'mx-auto max-w-screen-xl px-4 pb-16 lg:px-8';

export interface CardRowProps {
  /** The heading, which names the section and its list ('You may also like', 'Recently viewed'). */
  title: string;
  products: CardProduct[];
  /** Where the row sits: ROW_CONTAINER, or spacing only inside a page's own container. */
  className?: string;
  /** The page's language (prices) and the cards' words in it; English by default. */
  locale?: Locale;
  texts: CardTexts;
}

/**
 * A titled row of product cards: "You may also like", "Recently viewed". Plain cards, no Quick
 * Add dialog: their Quick Add links open the item's own add section, and the page loads no more
 * code. Rendered on the server, or by the browser for a row it asks for after the first paint.
 */
export function CardRow({ title, products, className = ROW_CONTAINER, locale, texts }: CardRowProps) {
  if (products.length === 0) return null;
  // Letters of any script: a Greek title must not fold to the same bare '-heading' as another.
  const headingId = `${title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-6 text-lg font-semibold tracking-[0.12em] uppercase">
        {title}
      </h2>
      <ul className="product-grid" aria-label={title}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} locale={locale} texts={texts} />
          </li>
        ))}
      </ul>
    </section>
  );
}
