import 'server-only';
import { cartTotals, DEFAULT_COLOR, DEFAULT_SIZE, lineKey } from '@/lib/cart/cart';
import { QUANTITY_MAX } from '@/lib/constants';
import type { CartQuote, QuoteLine, QuoteRequestLine, UnavailableReason } from '@/lib/cart/quote';
import { cartPrice } from '@/lib/sale';
import { normaliseSizeLabel } from '@/lib/size-label';
import { stockOf } from '@/lib/stock';
import type { Product, StockMap } from '@/lib/types';

// The quote's decisions without I/O: given what the catalogue says about a product (and its
// stock), what one browser line may be sold at. Kept pure so every rule has a unit test.

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
/** What the cart writes when a product has no colour or size to choose (spec defaults). */
const isDefault = (value: string) =>
  value.trim() === '' || same(value, DEFAULT_SIZE) || same(value, DEFAULT_COLOR);

/**
 * The ERP colour name (the stock map's key) for a line's colour. The cart stores the label
 * ('Black'), older lines or other clients may hold the ERP name ('BLACK'): both are accepted.
 * '' stands for "no colour" on a product without colours; null means no such colour.
 */
export function resolveColour(product: Product, color: string): string | null {
  if (product.colours.length === 0) return isDefault(color) ? '' : null;
  const colour =
    product.colours.find((c) => same(c.label, color)) ?? product.colours.find((c) => same(c.name, color));
  return colour ? colour.name : null;
}

/** The product's size label for a line ('' when the product has no sizes), or null when unknown. */
export function resolveSize(product: Product, size: string): string | null {
  const wanted = normaliseSizeLabel(size);
  const match = product.sizes.find((s) => same(s, wanted));
  if (match !== undefined) return match;
  return product.sizes.length === 0 && isDefault(size) ? '' : null;
}

/**
 * One request line per product, colour and size: lines naming the same variant in other words
 * ('S' and 'Small', 'black' and 'Black') add up, so the stock check and the 1-10 rule see what is
 * really ordered (three lines of 10 are 30, not three tens). The first line's words and price stay;
 * a line whose variant cannot be resolved stays on its own (it is refused anyway).
 */
export function mergeVariantLines(
  lines: readonly QuoteRequestLine[],
  productOf: (id: number) => Product | null,
): QuoteRequestLine[] {
  const merged = new Map<string, QuoteRequestLine>();
  lines.forEach((line, index) => {
    const product = productOf(line.id);
    const colour = product && resolveColour(product, line.color);
    const size = product && resolveSize(product, line.size);
    const key =
      colour === null || size === null
        ? `unresolved:${index}`
        : JSON.stringify([line.id, colour.toUpperCase(), size.toUpperCase()]);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  });
  return [...merged.values()];
}

function base(line: QuoteRequestLine) {
  return { key: lineKey(line), id: line.id, size: line.size, color: line.color, quantity: line.quantity };
}

/** A line that cannot be sold: no price, no total, excluded from the totals. */
export function unavailableLine(
  line: QuoteRequestLine,
  reason: UnavailableReason,
  product?: Product,
): QuoteLine {
  return {
    ...base(line),
    name: product?.name ?? null,
    unitPriceCents: 0,
    originalPriceCents: null,
    lineTotalCents: 0,
    status: 'unavailable',
    reason,
    available: reason === 'sold_out' ? 0 : null,
    previousPriceCents: null,
  };
}

/**
 * One line's verdict. Stock null means the stock read failed: the line is sold as available
 * (the order step re-checks) and `available: null` says the number is unconfirmed.
 */
export function decideLine(line: QuoteRequestLine, product: Product, stock: StockMap | null): QuoteLine {
  const colour = resolveColour(product, line.color);
  const size = resolveSize(product, line.size);
  if (colour === null || size === null) return unavailableLine(line, 'no_variant', product);
  const inStock = stockOf(stock, colour, size);
  if (inStock === 0) return unavailableLine(line, 'sold_out', product);

  // Spec: at most 10 of a variant per order, whatever the stock.
  const limit = Math.min(inStock ?? QUANTITY_MAX, QUANTITY_MAX);
  const short = limit < line.quantity;
  const available = short ? limit : inStock;
  const unitPriceCents = product.salePriceCents;
  const sold = short ? limit : line.quantity;
  const priceChanged = unitPriceCents !== line.priceCents;
  return {
    ...base(line),
    name: product.name,
    unitPriceCents,
    originalPriceCents: cartPrice(product).originalPriceCents ?? null,
    lineTotalCents: unitPriceCents * sold,
    // Short stock outranks a price change: it blocks checkout, a new price does not.
    status: short ? 'insufficient_stock' : priceChanged ? 'price_changed' : 'ok',
    reason: null,
    available,
    previousPriceCents: priceChanged ? line.priceCents : null,
  };
}

/** Totals by the cart's own rules, over server prices and capped quantities. */
export function quoteOf(lines: QuoteLine[]): CartQuote {
  const sellable = lines
    .filter((line) => line.status !== 'unavailable')
    .map((line) => ({
      priceCents: line.unitPriceCents,
      quantity: Math.min(line.quantity, line.available ?? line.quantity),
    }));
  return { lines, totals: cartTotals(sellable) };
}
