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
let snapshot = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function publish(items: CartItem[]) {
  snapshot = { items, totals: cartTotals(items), ready: true };
  listeners.forEach((listener) => listener());
}

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
  if (event.key === CART_STORAGE_KEY || event.key === null) publish(readStorage());
}

/** Reads the browser's cart once, on first use in the browser (never during server render). */
function ensureLoaded() {
  if (loaded) return;
  loaded = true;
  const items = readStorage();
  // No publish: this may run inside getSnapshot, during a render, where notifying is not allowed.
  snapshot = { items, totals: cartTotals(items), ready: true };
  window.addEventListener('storage', onStorage);
}

function dispatch(action: CartAction) {
  ensureLoaded();
  const items = cartReducer(snapshot.items, action);
  if (items === snapshot.items) return;
  persist(items);
  publish(items);
}

/** For islands that change the cart without showing it (ADD TO BAG, quick add). */
export const addToCart = (input: AddToCartInput) => dispatch({ type: 'add', item: input });
export const removeFromCart = (key: string) => dispatch({ type: 'remove', key });
export const updateCartQuantity = (key: string, quantity: number) =>
  dispatch({ type: 'update', key, quantity });
export const clearCart = () => dispatch({ type: 'clear' });
/** Writes the server's confirmed unit prices (by line key) into the stored cart. */
export const repriceCart = (prices: Record<string, number>) => dispatch({ type: 'reprice', prices });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): CartSnapshot {
  ensureLoaded();
  return snapshot;
}

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
  const state = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
  return { ...state, ...actions };
}
