import 'server-only';
import type { CartQuote, QuoteLine } from '@/lib/cart/quote';
import { blocksCheckout } from '@/lib/cart/quote';
import type { PlaceOrderInput } from '@/lib/checkout/checkout-schema';
import type { Result } from '@/lib/result';
import type { Product } from '@/lib/types';
import { quoteCart, quoteFailed } from '@/server/checkout/quote';
import { resolveColour, resolveSize } from '@/server/checkout/quote-line';
import { getFreshProduct } from '@/server/catalogue/reads';
import type { ErpResult } from '@/server/erp/errors';
import { fetchVariants } from '@/server/erp/reads';
import { erpWordsFor } from '@/server/erp/transforms/variant-words';
import type { OrderLine } from './order';

// The order's lines at the server's prices: the cart quote's verdict (price, variant, stock, lines
// of one variant merged) over the ERP's answers of this moment, not the catalogue cache: the price
// charged and the stock are read fresh, and an order is not taken on stock that could not be read.
// Each line keeps the ERP's own words for its colour and size, as the stock answer spelt them. The
// browser sends no price; the quote is asked with 0 and its "price changed" remarks are dropped.

/** Why the lines cannot be priced: the cart changed (the quote says how), or the ERP did not answer. */
export type LinesRefusal = { reason: 'cart_changed'; quote: CartQuote } | { reason: 'unavailable' };
export type PricedLines = Result<OrderLine[], LinesRefusal>;

const withoutBrowserPrice = (line: QuoteLine): QuoteLine =>
  line.status === 'price_changed' ? { ...line, status: 'ok', previousPriceCents: null } : line;

/** Each key read once per order, however many lines ask. */
function once<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const seen = new Map<K, Promise<V>>();
  return (key) => {
    if (!seen.has(key)) seen.set(key, read(key));
    return seen.get(key)!;
  };
}

export async function priceOrderLines(lines: PlaceOrderInput['lines']): Promise<PricedLines> {
  const product = once(getFreshProduct);
  const variants = once(fetchVariants);
  const raw = await quoteCart(
    lines.map((l) => ({ ...l, priceCents: 0 })),
    {
      product,
      stock: async (code) => {
        const v = await variants(code);
        return v.ok ? { ok: true, data: v.data.stock } : v;
      },
    },
  );
  if (quoteFailed(raw) || raw.lines.some((l) => l.status !== 'unavailable' && l.available === null)) {
    return { ok: false, error: { reason: 'unavailable' } };
  }
  const quote = { ...raw, lines: raw.lines.map(withoutBrowserPrice) };
  if (quote.lines.some(blocksCheckout)) return { ok: false, error: { reason: 'cart_changed', quote } };

  const priced: OrderLine[] = [];
  for (const line of quote.lines) {
    const item: ErpResult<Product> = await product(line.id);
    if (!item.ok) return { ok: false, error: { reason: 'unavailable' } };
    const stock = await variants(item.data.code);
    const size = resolveSize(item.data, line.size) ?? line.size;
    const erp = erpWordsFor(
      stock.ok ? stock.data.words : null,
      resolveColour(item.data, line.color) ?? '',
      size,
    );
    priced.push({
      id: line.id,
      code: item.data.code,
      name: item.data.name,
      colour: erp.colour,
      color: line.color,
      size,
      erpSize: erp.size,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    });
  }
  return { ok: true, data: priced };
}
