'use client';

import { useSyncExternalStore } from 'react';
import {
  cartReducer,
  cartTotals,
  parseStoredCart,
  type AddToCartInput,
  type CartAction,
  type CartItem,
  type CartTotals,
} from '@/lib/cart/cart';
import { createStore } from '@/lib/store';

export const CART_STORAGE_KEY = 'cart';

interface CartSnapshot {
  items: CartItem[];
  totals: CartTotals;
  /** False on the server and during hydration: the browser's cart is not known there. */
  ready: boolean;
}

// A module store rather than a context or data library: the header, the cart page and the
// product page's islands share it without a provider, and it costs a few hundred bytes.
const EMPTY: CartSnapshot = { items: [], totals: cartTotals([]), ready: false };
const snapshotOf = (items: CartItem[]): CartSnapshot => ({ items, totals: cartTotals(items), ready: true });

function persist(items: CartItem[]) {
  try {
    if (items.length > 0) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    else localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page view.
  }
}

function readStorage(): CartItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return [];
  }
  const items = parseStoredCart(raw);
  // Rewrite what could not be read in full, so a bad entry is dropped once, not on every visit.
  if (raw !== null && JSON.stringify(items) !== raw) persist(items);
  return items;
}

// Another tab changed the cart (or cleared all storage: key null); this tab follows.
function onStorage(event: StorageEvent) {
  if (event.key === CART_STORAGE_KEY || event.key === null) store.set(snapshotOf(readStorage()));
}

// The browser's cart is read on first use in the browser, never during server render.
const store = createStore(() => {
  window.addEventListener('storage', onStorage);
  return snapshotOf(readStorage());
});

function dispatch(action: CartAction) {
  const { items } = store.get();
  const next = cartReducer(items, action);
  if (next === items) return;
  persist(next);
  store.set(snapshotOf(next));
}

/** For islands that change the cart without showing it (ADD TO BAG, quick add). */
export const addToCart = (input: AddToCartInput) => dispatch({ type: 'add', item: input });
export const removeFromCart = (key: string) => dispatch({ type: 'remove', key });
export const updateCartQuantity = (key: string, quantity: number) =>
  dispatch({ type: 'update', key, quantity });
export const clearCart = () => dispatch({ type: 'clear' });
/** Writes the server's confirmed unit prices (by line key) into the stored cart. */
export const repriceCart = (prices: Record<string, number>) => dispatch({ type: 'reprice', prices });

const actions = {
  add: addToCart,
  remove: removeFromCart,
  update: updateCartQuantity,
  reprice: repriceCart,
  clear: clearCart,
};

/**
 * The cart in the browser. The server and the hydration pass see an empty, not-ready cart, so
 * the HTML matches; React then re-renders with the stored lines. Check `ready` before showing
 * a count or an empty state, or they would flash wrong on first paint.
 */
export function useCart(): CartSnapshot & typeof actions {
  const state = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  return { ...state, ...actions };
}
