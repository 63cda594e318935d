import { ProductCard } from '@/components/catalogue/product-card';
import type { Product } from '@/lib/types';

/**
 * "You may also like" under the product. Plain cards, no Quick Add dialog: their Quick Add links
 * open the item's own add section, and the product page loads no more code.
 */
export function AlsoLike({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="also-like-heading" className="mx-auto max-w-screen-xl px-4 pb-16 lg:px-8">
      <h2 id="also-like-heading" className="mb-6 text-lg font-semibold tracking-[0.12em] uppercase">
        You may also like
      </h2>
      <ul className="product-grid" aria-label="You may also like">
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
