import type { ReactNode } from 'react';
import type { Product } from '@/lib/types';
import { ProductCard } from './product-card';

/** Spec: "Grids show 8 skeletons while loading". */
export const GRID_SKELETON_COUNT = 8;

const gridClass = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-4 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-10';

export interface ProductGridProps {
  products: Product[];
  /** Leading cards that load eagerly: the first row (2 on phones, 4 on desktop). 0 below the fold. */
  priorityCount?: number;
  showNewBadge?: boolean;
  /** Server-side render prop for each card's wishlist heart. */
  wishlistSlot?: (product: Product) => ReactNode;
  /** Names the list for screen readers, e.g. 'Bestsellers'. */
  label?: string;
  /** Where each card links instead of the default product link. */
  href?: (product: Product) => string;
}

export function ProductGrid({ products, priorityCount = 0, showNewBadge = false, wishlistSlot, label, href }: ProductGridProps) {
  return (
    <ul className={gridClass} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            priority={index < priorityCount}
            showNewBadge={showNewBadge}
            wishlistSlot={wishlistSlot?.(product)}
            href={href?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The loading state: eight placeholder cards, announced once as a status. */
export function ProductGridSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading products</span>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: GRID_SKELETON_COUNT }, (_, index) => (
          <li key={index} data-testid="product-card-skeleton" className="animate-pulse motion-reduce:animate-none">
            <div className="aspect-4/5 bg-neutral-100" />
            <div className="mt-3 h-3 w-3/4 bg-neutral-100" />
            <div className="mt-2 h-3 w-1/3 bg-neutral-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
