import { Link } from '@/components/ui/link';

/** The account's wishlist section: for now a pointer to /wishlist, where the favourites are listed. */
export function WishlistTab() {
  return (
    <div>
      <p className="text-sm text-muted">The items you have saved with the heart are kept on your wishlist.</p>
      <Link href="/wishlist" className="btn-solid mt-4">
        View your wishlist
      </Link>
    </div>
  );
}
