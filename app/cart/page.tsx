import type { Metadata } from 'next';
import { CartPage } from '@/components/cart/cart-page';

// The cart lives in the browser (localStorage), so the server renders the frame and the client
// island fills it; a per-visitor page has nothing worth indexing.
export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

export default function Page() {
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <h1 className="mb-6 text-2xl font-semibold tracking-wide text-ink">Cart</h1>
      <CartPage />
    </div>
  );
}
