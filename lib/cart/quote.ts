// The shape of POST /api/cart/quote, shared by the route handler and the cart page. Types and
// plain helpers only: no zod here, because this module ships in the cart page's bundle.
import type { CartItem, CartTotals } from '@/lib/cart/cart';

/** Most lines one quote takes; a browser cart that large is a script, not a shopper. */
export const QUOTE_MAX_LINES = 50;

/** What the browser sends per line: its identity, the quantity wanted and the price it showed. */
export type QuoteRequestLine = Pick<CartItem, 'id' | 'size' | 'color' | 'quantity' | 'priceCents'>;

export type QuoteStatus = 'ok' | 'price_changed' | 'insufficient_stock' | 'unavailable';

/**
 * Why a line is unavailable. 'unreachable' is kept apart from 'not_found': an ERP timeout must
 * not tell the shopper an item is gone, though it still cannot be priced or ordered.
 */
export type UnavailableReason = 'not_found' | 'no_variant' | 'sold_out' | 'unreachable';

export interface QuoteLine {
  /** lineKey() of the browser's line, so the page can match answers to rows. */
  key: string;
  id: number;
  /** The catalogue's name; null when the product could not be read. */
  name: string | null;
  size: string;
  color: string;
  /** The quantity asked for; the line total uses min(quantity, available). */
  quantity: number;
  /** The server's unit price (the sale price when on sale); 0 when unavailable. */
  unitPriceCents: number;
  /** The prior price (lib/prices/prior-price.ts) when the unit price is a reduction from it (shown struck), else null. */
  originalPriceCents: number | null;
  lineTotalCents: number;
  status: QuoteStatus;
  reason: UnavailableReason | null;
  /**
   * Units in stock; when fewer than asked, what may be sold (the stock, at most the spec's 10 per
   * variant). null when the stock could not be read (sold as available, but unconfirmed).
   */
  available: number | null;
  /** The browser's price when it differs from the server's, else null (for any status). */
  previousPriceCents: number | null;
}

export interface CartQuote {
  lines: QuoteLine[];
  /** cartTotals' rules over server prices; unavailable lines are left out. */
  totals: CartTotals;
}

export const quoteRequestLine = (item: QuoteRequestLine): QuoteRequestLine => ({
  id: item.id,
  size: item.size,
  color: item.color,
  quantity: item.quantity,
  priceCents: item.priceCents,
});

/** Lines that stop checkout: gone, or more wanted than the shop has. */
export const blocksCheckout = (line: QuoteLine): boolean =>
  line.status === 'unavailable' || line.status === 'insufficient_stock';

/**
 * Whether the cart shows a notice under the line (components/cart/quote-notice.tsx): gone, a new
 * price, short of stock, or stock that could not be confirmed. Most lines have none.
 */
export const hasNotice = (line: QuoteLine): boolean =>
  line.status !== 'ok' || line.previousPriceCents !== null || line.available === null;
