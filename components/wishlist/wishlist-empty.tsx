import type { Ref } from 'react';
import { Link } from '@/components/ui/link';

/** The empty wishlist; `focusRef` takes the focus after the last item is removed. */
export function WishlistEmpty({ focusRef }: { focusRef?: Ref<HTMLParagraphElement> }) {
  return (
    <div className="py-10 text-center">
      <p ref={focusRef} tabIndex={-1} className="text-sm text-ink focus:outline-none">
        Your wishlist is empty.
      </p>
      <Link href="/collections/new-arrivals" className="btn mt-4">
        Shop new arrivals
      </Link>
    </div>
  );
}
