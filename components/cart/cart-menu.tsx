'use client';

import { lazy } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { iconButtonClass } from '@/components/layout/header-styles';
import { useHeaderMenu } from '@/components/layout/use-header-menu';
import { BagIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { closeCartDrawer, useCartDrawerOpen } from './cart-drawer-store';
import { useCart } from './use-cart';

// The panel's code loads when the shopper reaches for the bag (hover, focus or first open), so
// pages do not carry it in their first-load JavaScript.
const loadPanel = () => import('./cart-menu-panel');
const CartMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.CartMenuPanel })));
// The drawer an add opens, loaded on the first add.
const CartDrawer = lazy(() => import('./cart-drawer'));

/** The bag button's name: the count is in it because the badge is hidden from screen readers. */
export function cartLabel(count: number): string {
  return count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The header's cart: a bag button that discloses a panel with the lines and totals (WAI-ARIA
 * disclosure, not a modal: the page stays usable), and the drawer an add opens. Until the browser's cart is read it renders
 * a plain link to /cart, which is also what visitors without JavaScript get.
 */
export function CartMenu() {
  const { items, totals, ready, remove } = useCart();
  const { open, setOpen, rootProps, buttonProps, panelProps, panelRef, buttonRef } = useHeaderMenu();
  const drawer = useCartDrawerOpen();

  if (!ready) {
    return (
      <Link href="/cart" aria-label="Cart" className={iconButtonClass}>
        <BagIcon />
      </Link>
    );
  }

  // The removed line's button disappears; keep keyboard focus inside the panel.
  const onRemove = (key: string) => {
    remove(key);
    panelRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <div {...rootProps} className="relative">
        <button
          {...buttonProps}
          aria-label={cartLabel(totals.count)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className={`${iconButtonClass} relative`}
        >
          <BagIcon />
          {totals.count > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0 min-w-4 rounded-full bg-ink px-1 text-center text-[0.625rem] leading-4 font-semibold text-white"
            >
              {totals.count > 99 ? '99+' : totals.count}
            </span>
          )}
        </button>
        <div
          {...panelProps}
          className="absolute top-full right-0 z-50 mt-1 w-88 max-w-[calc(100vw-1rem)] border border-line bg-white p-4 shadow-[0_12px_24px_rgba(0,0,0,0.08)] outline-none"
        >
          {open && (
            <LazyPart onFail={() => setOpen(false)}>
              <CartMenuPanel items={items} totals={totals} onRemove={onRemove} />
            </LazyPart>
          )}
        </div>
      </div>
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
