'use client';

import { useId } from 'react';
import type { CartItem, CartTotals } from '@/lib/cart/cart';
import { CloseButton } from '@/components/ui/close-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CartMenuPanel } from './cart-menu-panel';

export interface CartDrawerProps {
  items: CartItem[];
  totals: CartTotals;
  onRemove: (key: string) => void;
  onClose: () => void;
}

/**
 * The cart after an add: a modal drawer from the bottom on phones and from the right from sm,
 * with the lines, totals, View Cart and Checkout. Loaded on the first add, not with the page.
 */
export default function CartDrawer({ items, totals, onRemove, onClose }: CartDrawerProps) {
  const titleId = useId();
  return (
    <ModalDialog
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="cart-drawer"
      className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/40 sm:my-0 sm:mr-0 sm:ml-auto sm:h-dvh sm:max-h-dvh sm:w-96 sm:rounded-none"
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <h2 id={titleId} className="text-base font-semibold">
          Your cart
        </h2>
        <CloseButton label="Close cart" onClick={onClose} />
      </div>
      <div className="p-4">
        <CartMenuPanel items={items} totals={totals} onRemove={onRemove} />
      </div>
    </ModalDialog>
  );
}
