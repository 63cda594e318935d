import { Link } from '@/components/ui/link';
import { useTexts } from '@/components/i18n/client-texts-context';

interface CartEmptyTexts {
  empty: string;
  continueShopping: string;
}

/** The empty bag's text and way back, in the texts given: the server renders it for /cart. */
export function CartEmptyView({ texts }: { texts: CartEmptyTexts }) {
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <p className="text-sm text-ink">{texts.empty}</p>
      <Link href="/" className="btn">
        {texts.continueShopping}
      </Link>
    </div>
  );
}

/** The same in a client island (the bag menu, checkout), with the cart's texts of the page. */
export function CartEmpty() {
  return <CartEmptyView texts={useTexts('cart')} />;
}
