import type { Metadata } from 'next';
import { BagPageFrame } from '@/components/cart/bag-page-frame';
import { CartPage } from '@/components/cart/cart-page';

// The cart lives in the browser (localStorage), so the server renders the frame and the client
// island fills it; a per-visitor page has nothing worth indexing.
export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

export default function Page() {
  return (
    <BagPageFrame title="Cart">
      <CartPage />
    </BagPageFrame>
  );
}
