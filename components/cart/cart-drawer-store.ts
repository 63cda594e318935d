'use client';

import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

// Whether the cart drawer, the one mini-cart, is open: set by whatever adds to the cart (the
// product page, Quick Add) and by the header's bag button; read by the header's cart, which owns it.
const store = createStore(false);

export const openCartDrawer = () => store.set(true);
export const closeCartDrawer = () => store.set(false);

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, () => false);
}
