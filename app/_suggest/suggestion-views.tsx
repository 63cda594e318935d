import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CardRow, ROW_CONTAINER } from '@/components/catalogue/card-row';
import type { CardProduct } from '@/lib/card-product';
import { withShownColours } from '@/lib/i18n/variant-names';
import type { Locale } from '@/lib/i18n/locales';
import type { Product } from '@/lib/types';
import { loadAlsoLike, loadPopular } from '@/server/catalogue/also-like';
import { MESSAGES } from '@/messages';

// "You may also like", read on the server. Pages render these inside a Suspense boundary, so they
// stream after the page: their stock reads never hold the first paint. Beside the routes (like
// app/_wishlist) because they read server/.

const named = (products: CardProduct[], locale: Locale) => products.map((p) => withShownColours(p, locale));

async function AlsoLikeRow({ product }: { product: Product }) {
  const [t, locale] = await Promise.all([getTranslations('product'), getLocale()]);
  return (
    <CardRow
      title={t('alsoLike')}
      products={named(await loadAlsoLike(product), locale)}
      locale={locale}
      texts={MESSAGES[locale].catalogue.card}
    />
  );
}

async function PopularRow({ className }: { className: string }) {
  const [t, locale] = await Promise.all([getTranslations('product'), getLocale()]);
  return (
    <CardRow
      title={t('alsoLike')}
      products={named(await loadPopular(), locale)}
      className={className}
      locale={locale}
      texts={MESSAGES[locale].catalogue.card}
    />
  );
}

/** Under a product: items of its category in stock. */
export function AlsoLikeView({ product }: { product: Product }) {
  return (
    <Suspense fallback={null}>
      <AlsoLikeRow product={product} />
    </Suspense>
  );
}

/**
 * Under an empty state (an empty cart, wishlist or search; a missing page), with nothing to go
 * by: bestsellers in stock. `className` places it inside a page's own container.
 */
export function PopularView({ className = ROW_CONTAINER }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <PopularRow className={className} />
    </Suspense>
  );
}
