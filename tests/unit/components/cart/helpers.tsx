import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import type { CartItem } from '@/lib/cart/cart';
import { variantNames } from '@/lib/i18n/variant-names';
import { MESSAGES } from '@/messages';

export const cap: CartItem = {
  id: 3,
  name: 'Wool Cap',
  image: '/media/3_RED_1.jpg',
  href: '/product/3',
  size: 'ONE SIZE',
  color: 'RED',
  quantity: 1,
  priceCents: 1290,
};
export const tee: CartItem = {
  id: 9,
  name: 'Basic Tee',
  image: null,
  href: '/men/4/product/9',
  size: 'M',
  color: 'BLACK',
  quantity: 2,
  priceCents: 1500,
};

/**
 * The cart store lives for the page view and reads localStorage on first use, so every test
 * seeds storage and then loads fresh modules (as a new page load would).
 */
export async function freshCart(stored?: CartItem[] | string, locale: Locale = 'en') {
  localStorage.clear();
  if (stored !== undefined)
    localStorage.setItem('cart', typeof stored === 'string' ? stored : JSON.stringify(stored));
  vi.resetModules();
  const store = await import('@/components/cart/use-cart');
  const { CartMenu } = await import('@/components/cart/cart-menu');
  const { CartPage } = await import('@/components/cart/cart-page');
  const { CartEmptyView } = await import('@/components/cart/cart-empty');
  // The texts' context comes from the same fresh module graph as the islands reading it.
  const { WithTexts } = await import('@/tests/helpers/client-texts');
  const inTexts = (island: ReactNode) => (
    <WithTexts locale={locale} namespaces={['cart', 'product']}>
      {island}
    </WithTexts>
  );
  return {
    ...store,
    CartMenu: function CartMenuInTexts() {
      return inTexts(<CartMenu />);
    },
    /**
     * The island as app/cart/page.tsx hands it over: the empty view the server renders (with
     * `suggestions` under it, the bestsellers row there), the cards' words and the variant names.
     */
    CartPage: function CartPageInTexts({ suggestions = null }: { suggestions?: ReactNode }) {
      return inTexts(
        <CartPage
          empty={
            <>
              <CartEmptyView texts={MESSAGES[locale].cart.client} />
              {suggestions}
            </>
          }
          cardTexts={MESSAGES[locale].catalogue.card}
          variantNames={variantNames(locale)}
        />,
      );
    },
  };
}

export function storedCart(): unknown {
  const raw = localStorage.getItem('cart');
  return raw === null ? null : JSON.parse(raw);
}
