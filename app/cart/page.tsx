import type { Metadata } from 'next';
import { PopularView } from '@/app/_suggest/suggestion-views';
import { BagPageFrame } from '@/components/cart/bag-page-frame';
import { CartPage } from '@/components/cart/cart-page';

// The cart lives in the browser (localStorage), so the server renders the frame and the client
// island fills it; a per-visitor page has nothing worth indexing. The empty cart's suggestions are
// the same for everyone, so the server renders them and the island shows them when it is empty.
export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

export default function Page() {
  return (
    <BagPageFrame title="Cart">
      <CartPage emptySuggestions={<PopularView className="mt-16" />} />
    </BagPageFrame>
  );
}
