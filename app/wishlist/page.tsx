import type { Metadata } from 'next';
import { WishlistView } from '@/app/_wishlist/wishlist-view';

// Per customer and read on every request (server/http/cacheable-pages.mjs lists it uncached).
export const metadata: Metadata = { title: 'Wishlist', robots: { index: false } };

export default function Page() {
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <h1 className="page-title mb-6">Wishlist</h1>
      <WishlistView />
    </div>
  );
}
