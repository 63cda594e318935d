import type { ReactNode } from 'react';
import type { Wishlist } from '@/lib/account/types';
import { Link } from '@/components/ui/link';
import { MESSAGES } from '@/messages';
import { WishlistList } from './wishlist-list';
import { WishlistLoadError } from './wishlist-load-error';

/** Spec: the logged-out wishlist's button goes to /login with returnUrl /wishlist. */
export const WISHLIST_SIGN_IN_HREF = `/login?returnUrl=${encodeURIComponent('/wishlist')}`;

export interface WishlistPanelProps {
  wishlist: Wishlist;
  /** Shown under an empty list's message. */
  emptySuggestions?: ReactNode;
  /** The sign-in prompt's words in the page's language. */
  signInTexts?: { prompt: string; button: string };
}

const ENGLISH_SIGN_IN = {
  prompt: MESSAGES.en.product.wishlistSignInPrompt,
  button: MESSAGES.en.product.wishlistSignIn,
};

/** What a wishlist shows, once read on the server: the sign-in prompt, the list (or empty), or the error. */
export function WishlistPanel({
  wishlist,
  emptySuggestions,
  signInTexts = ENGLISH_SIGN_IN,
}: WishlistPanelProps) {
  if (wishlist.kind === 'unavailable') return <WishlistLoadError />;
  if (wishlist.kind === 'list')
    return <WishlistList cards={wishlist.cards} emptySuggestions={emptySuggestions} />;
  return (
    <div className="max-w-md space-y-4">
      <p className="text-sm text-ink">{signInTexts.prompt}</p>
      <Link href={WISHLIST_SIGN_IN_HREF} className="btn-solid">
        {signInTexts.button}
      </Link>
    </div>
  );
}
