// The cart's rules (spec sections 3, 4 and 9) without React, so the header dropdown, the cart
// page, the storage layer and the tests share one implementation. Money is integer cents.
import { deliveryCharge, freeDeliveryRemaining } from '@/lib/checkout/delivery';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/constants';
import { storedArray } from '@/lib/stored-array';

export const DEFAULT_SIZE = 'ONE SIZE';
export const DEFAULT_COLOR = 'DEFAULT';

export interface CartItem {
  id: number;
  name: string;
  image: string | null;
  /** Shop-relative product link. */
  href: string;
  size: string;
  color: string;
  quantity: number;
  /** Unit price as the browser last saw it; the server re-prices before any order. */
  priceCents: number;
  /** The regular price of an item added on sale, shown struck until the server's quote answers. */
  originalPriceCents?: number;
}

/** What ADD TO BAG and quick add hand in: the price in cents, as the server's product options carry it. */
export interface AddToCartInput {
  id: number;
  name: string;
  image?: string | null;
  href: string;
  size?: string;
  color?: string;
  quantity?: number;
  priceCents: number;
  originalPriceCents?: number;
}

export type CartAction =
  | { type: 'add'; item: AddToCartInput }
  | { type: 'remove'; key: string }
  | { type: 'update'; key: string; quantity: number }
  /** Unit prices in cents by line key, as the server's quote confirmed them. */
  | { type: 'reprice'; prices: Record<string, number> }
  | { type: 'clear' };

export interface CartTotals {
  /** Sum of quantities (the header badge). */
  count: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** What is still missing for free shipping; 0 once it is free (or the cart is empty). */
  freeShippingRemainingCents: number;
}

/** A line's identity is id + size + color (spec section 3); JSON keeps odd sizes unambiguous. */
export function lineKey(item: Pick<CartItem, 'id' | 'size' | 'color'>): string {
  return JSON.stringify([item.id, item.size, item.color]);
}

export function clampQuantity(quantity: number): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, whole));
}

/** A stored line must hold whole, non-negative cents (parseStoredCart drops anything else). */
const wholeCents = (cents: number) => (Number.isInteger(cents) && cents > 0 ? cents : 0);

/** The regular price only when it is above the price paid: anything else is no reduction. */
const reducedFrom = (priceCents: number, original: unknown) =>
  Number.isInteger(original) && (original as number) > priceCents
    ? { originalPriceCents: original as number }
    : {};

function toItem(input: AddToCartInput): CartItem {
  const priceCents = wholeCents(input.priceCents);
  return {
    id: input.id,
    name: input.name,
    image: input.image || null,
    href: input.href,
    size: input.size?.trim() || DEFAULT_SIZE,
    color: input.color?.trim() || DEFAULT_COLOR,
    quantity: clampQuantity(input.quantity ?? 1),
    priceCents,
    ...reducedFrom(priceCents, input.originalPriceCents),
  };
}

function withQuantity(items: CartItem[], line: CartItem, quantity: number): CartItem[] {
  const clamped = clampQuantity(quantity);
  if (clamped === line.quantity) return items;
  return items.map((item) => (item === line ? { ...item, quantity: clamped } : item));
}

/** Returns the same array when nothing changes, so the store can skip a write and a render. */
export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const added = toItem(action.item);
      const current = items.find((item) => lineKey(item) === lineKey(added));
      return current ? withQuantity(items, current, current.quantity + added.quantity) : [...items, added];
    }
    case 'remove': {
      const next = items.filter((item) => lineKey(item) !== action.key);
      return next.length === items.length ? items : next;
    }
    case 'update': {
      // A half-typed value (NaN) is no instruction; zero or below is the spec's "remove".
      if (Number.isNaN(action.quantity)) return items;
      if (action.quantity <= 0) return cartReducer(items, { type: 'remove', key: action.key });
      const current = items.find((item) => lineKey(item) === action.key);
      return current ? withQuantity(items, current, action.quantity) : items;
    }
    case 'reprice': {
      const next = items.map((item) => {
        const cents = action.prices[lineKey(item)];
        const ok = cents !== undefined && Number.isInteger(cents) && cents >= 0;
        if (!ok || cents === item.priceCents) return item;
        const { originalPriceCents, ...rest } = item;
        return { ...rest, priceCents: cents, ...reducedFrom(cents, originalPriceCents) };
      });
      return next.some((item, i) => item !== items[i]) ? next : items;
    }
    case 'clear':
      return items.length === 0 ? items : [];
  }
}

/** Takes only quantity and price, so the server's quote totals its own prices by the same rules. */
export function cartTotals(items: Pick<CartItem, 'quantity' | 'priceCents'>[]): CartTotals {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  // The cart quotes courier delivery (the dearer choice); checkout recomputes for the chosen one.
  const shippingCents = items.length === 0 ? 0 : deliveryCharge(subtotalCents, 'courier');
  const freeShippingRemainingCents = shippingCents > 0 ? freeDeliveryRemaining(subtotalCents) : 0;
  return {
    count,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    freeShippingRemainingCents,
  };
}

// What a stored line must look like. Links must stay on this site ('/x', not '//host'), since
// anything in localStorage may have been written by an older version or edited by hand. A plain
// guard rather than zod: this module ships in the header on every page, and the zod build the
// bundler produced for it weighed 17 KiB gzip.
const isInt = (v: unknown, min: number): v is number => Number.isInteger(v) && (v as number) >= min;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function storedItem(entry: unknown): CartItem | null {
  if (!entry || typeof entry !== 'object') return null;
  const e = entry as Record<string, unknown>;
  if (!isInt(e.id, Number.MIN_SAFE_INTEGER) || typeof e.name !== 'string') return null;
  if (typeof e.href !== 'string' || !/^\/(?!\/)/.test(e.href)) return null;
  if (!isText(e.size) || !isText(e.color) || !isInt(e.quantity, 1) || !isInt(e.priceCents, 0)) return null;
  const image = typeof e.image === 'string' ? e.image : null;
  return {
    id: e.id,
    name: e.name,
    image,
    href: e.href,
    size: e.size,
    color: e.color,
    quantity: e.quantity,
    priceCents: e.priceCents,
    ...reducedFrom(e.priceCents, e.originalPriceCents),
  };
}

/** The stored cart, keeping every valid line once; corrupt JSON or entries are dropped. */
export function parseStoredCart(json: string | null): CartItem[] {
  const seen = new Set<string>();
  const items: CartItem[] = [];
  for (const entry of storedArray(json)) {
    const item = storedItem(entry);
    if (!item || seen.has(lineKey(item))) continue;
    seen.add(lineKey(item));
    items.push({ ...item, quantity: clampQuantity(item.quantity) });
  }
  return items;
}
