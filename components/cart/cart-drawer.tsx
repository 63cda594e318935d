'use client';

import { useRef } from 'react';
import type { CartItem, CartTotals } from '@/lib/cart/cart';
import { CloseButton } from '@/components/ui/close-button';
import { ModalDialog, ModalTitle, type ReturnFocus } from '@/components/ui/modal-dialog';
import { useTexts } from '@/components/i18n/client-texts-context';
import { CartMenuPanel } from './cart-menu-panel';

export interface CartDrawerProps {
  items: CartItem[];
  totals: CartTotals;
  onRemove: (key: string) => void;
  onClose: () => void;
  /** The header's bag button: an add button may not have taken focus (Safari). */
  returnFocus: ReturnFocus;
}

/**
 * The one mini-cart, opened by an add and by the header's bag: a modal drawer from the bottom on
 * phones and from the right from sm, with the lines, totals, View Cart and Checkout. Loaded on
 * first use, not with the page.
 */
export default function CartDrawer({ items, totals, onRemove, onClose, returnFocus }: CartDrawerProps) {
  // A removed line's button disappears: focus stays inside the drawer instead of falling to the page.
  const t = useTexts('cart');
  const body = useRef<HTMLDivElement>(null);
  const removeLine = (key: string) => {
    onRemove(key);
    body.current?.focus({ preventScroll: true });
  };
  return (
    <ModalDialog
      onClose={onClose}
      returnFocus={returnFocus}
      data-testid="cart-drawer"
      placement="items-end sm:items-stretch sm:justify-end"
      className="max-h-[85dvh] w-full overflow-y-auto rounded-t-xl bg-white text-ink shadow-xl sm:h-dvh sm:max-h-dvh sm:w-96 sm:rounded-none"
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <ModalTitle className="text-base font-semibold">{t.yourCart}</ModalTitle>
        <CloseButton label={t.closeCart} onClick={onClose} />
      </div>
      <div ref={body} tabIndex={-1} className="p-4 outline-none">
        <CartMenuPanel items={items} totals={totals} onRemove={removeLine} />
      </div>
    </ModalDialog>
  );
}
