import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MESSAGES } from '@/messages';
import { variantNames } from '@/lib/i18n/variant-names';
import { PopularView } from '@/app/_suggest/suggestion-views';
import { BagPageFrame } from '@/components/cart/bag-page-frame';
import { CartEmptyView } from '@/components/cart/cart-empty';
import { CartPage } from '@/components/cart/cart-page';

// The cart lives in the browser (localStorage), so the server renders the frame and the client
// island fills it; a per-visitor page has nothing worth indexing. The empty cart's suggestions are
// the same for everyone, so the server renders them, with the empty text, and the island shows them
// when it is empty.
// The island's texts (the cart's `client` part) come from the root layout.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  return { title: t('title'), robots: { index: false } };
}

export default async function Page() {
  const [t, locale] = await Promise.all([getTranslations('cart'), getLocale()]);
  return (
    <BagPageFrame title={t('title')}>
      <CartPage
        empty={
          <>
            <CartEmptyView texts={MESSAGES[locale].cart.client} />
            <PopularView className="mt-16" />
          </>
        }
        cardTexts={MESSAGES[locale].catalogue.card}
        variantNames={variantNames(locale)}
      />
    </BagPageFrame>
  );
}
