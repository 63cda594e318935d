'use client';

import { lazy, useRef } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { iconButtonClass } from '@/components/layout/header-styles';
import { BagIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { closeCartDrawer, openCartDrawer, useCartDrawerOpen } from './cart-drawer-store';
import { useCart } from './use-cart';

// The drawer's code loads when the shopper reaches for the bag (hover, focus) or adds to it, so
// pages do not carry it in their first-load JavaScript.
const loadDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(loadDrawer);

/** The bag button's name: the count is in it because the badge is hidden from screen readers. */
export function cartLabel(
  t: { cartLabel: string; cartLabelOne: string; cartLabelOther: string },
  locale: Locale,
  count: number,
): string {
  if (count === 0) return t.cartLabel;
  const one = new Intl.PluralRules(INTL_LOCALE[locale]).select(count) === 'one';
  return fill(one ? t.cartLabelOne : t.cartLabelOther, { count });
}

/**
 * The header's cart: a bag button that opens the one mini-cart, the drawer that an add from the
 * product page or Quick Add opens too (a bottom sheet on phones). Until the browser's cart is read
 * it renders a plain link to /cart, which is also what visitors without JavaScript get.
 */
export function CartMenu() {
  const { items, totals, ready, remove } = useCart();
  const drawer = useCartDrawerOpen();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const t = useTexts('cart');
  const locale = useLocale();

  if (!ready) {
    return (
      <Link href="/cart" aria-label={t.cartLabel} className={iconButtonClass}>
        <BagIcon />
      </Link>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={cartLabel(t, locale, totals.count)}
        onClick={openCartDrawer}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        className={`${iconButtonClass} relative`}
      >
        <BagIcon />
        {totals.count > 0 && (
          <span aria-hidden="true" className="bag-count">
            {totals.count > 99 ? '99+' : totals.count}
          </span>
        )}
      </button>
      {drawer && (
        <LazyPart onFail={closeCartDrawer}>
          <CartDrawer
            items={items}
            totals={totals}
            onRemove={remove}
            onClose={closeCartDrawer}
            returnFocus={buttonRef}
          />
        </LazyPart>
      )}
    </>
  );
}
