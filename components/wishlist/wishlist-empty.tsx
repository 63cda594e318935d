import type { Ref } from 'react';
import { Link } from '@/components/ui/link';
import { useTexts } from '@/components/i18n/client-texts-context';

/** The empty wishlist; `focusRef` takes the focus after the last item is removed. */
export function WishlistEmpty({ focusRef }: { focusRef?: Ref<HTMLParagraphElement> }) {
  const t = useTexts('product');
  return (
    <div className="py-10 text-center">
      <p ref={focusRef} tabIndex={-1} className="text-sm text-ink focus:outline-none">
        {t.wishlistEmpty}
      </p>
      <Link href="/collections/new-arrivals" className="btn mt-4">
        {t.shopNewArrivals}
      </Link>
    </div>
  );
}
