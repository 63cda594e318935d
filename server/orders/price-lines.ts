import 'server-only';
import type { CartQuote, QuoteLine } from '@/lib/cart/quote';
import { blocksCheckout } from '@/lib/cart/quote';
import type { PlaceOrderInput } from '@/lib/checkout/checkout-schema';
import { quoteCart, quoteFailed } from '@/server/checkout/quote';
import { resolveColour, resolveSize } from '@/server/checkout/quote-line';
import { getProduct } from '@/server/catalogue/reads';
import { fetchStock } from '@/server/erp/reads';
import type { OrderLine } from './order';

// The order's lines at the server's prices: the cart quote's verdict (price, variant, stock) plus
// the ERP item code and colour name the order payload needs. Stock is read fresh from the ERP, not
// the minute-old cache, and an order is not taken on stock that could not be read. The browser sends no price; the
// quote is asked with 0 and its "price changed" remarks, which compare with that 0, are dropped.

export type PricedLines =
  | { ok: true; lines: OrderLine[] }
  | { ok: false; reason: 'cart_changed'; quote: CartQuote }
  | { ok: false; reason: 'unavailable' };

const withoutBrowserPrice = (line: QuoteLine): QuoteLine =>
  line.status === 'price_changed' ? { ...line, status: 'ok', previousPriceCents: null } : line;

export async function priceOrderLines(lines: PlaceOrderInput['lines']): Promise<PricedLines> {
  const raw = await quoteCart(
    lines.map((l) => ({ ...l, priceCents: 0 })),
    fetchStock,
  );
  if (quoteFailed(raw) || raw.lines.some((l) => l.status !== 'unavailable' && l.available === null)) {
    return { ok: false, reason: 'unavailable' };
  }
  const quote = { ...raw, lines: raw.lines.map(withoutBrowserPrice) };
  if (quote.lines.some(blocksCheckout)) return { ok: false, reason: 'cart_changed', quote };

  const priced: OrderLine[] = [];
  for (const line of quote.lines) {
    // Read through the catalogue cache the quote just filled: no second ERP call.
    const product = await getProduct(line.id);
    if (!product.ok) return { ok: false, reason: 'unavailable' };
    priced.push({
      id: line.id,
      code: product.data.code,
      name: product.data.name,
      colour: resolveColour(product.data, line.color) ?? '',
      color: line.color,
      size: resolveSize(product.data, line.size) ?? line.size,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    });
  }
  return { ok: true, lines: priced };
}
