import { AlsoLike } from '@/components/product/also-like';
import type { Product } from '@/lib/types';
import { loadAlsoLike } from '@/server/catalogue/also-like';

/**
 * The product page's suggestions, read on the server. Both product routes render it inside a
 * Suspense boundary, so it streams after the page: its stock reads never hold the first paint.
 * Beside the routes (like app/_wishlist) because it reads server/.
 */
export async function AlsoLikeView({ product }: { product: Product }) {
  return <AlsoLike products={await loadAlsoLike(product)} />;
}
