import 'server-only';
import { TASK_QUEUE_CONCURRENCY } from '@/lib/constants';
import type { CartQuote, QuoteLine, QuoteRequestLine } from '@/lib/cart/quote';
import type { Product, StockMap } from '@/lib/types';
import { getProduct, getStock } from '@/server/catalogue/reads';
import { isMissing, type ErpResult } from '@/server/erp/errors';
import { decideLine, mergeVariantLines, quoteOf, unavailableLine } from './quote-line';

// The server's price for a browser cart: every line re-read from the catalogue (price, colour,
// size) and the stock, so nothing the browser says about money or availability is believed.
// Lines naming the same variant are merged first. The cart page reads through the catalogue cache
// (products 10 min, stock 1 min): a display check; placing an order passes fresh reads.

/** Runs `task` over `items` with at most `limit` in flight, keeping the input order. */
async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface QuoteReads {
  product: (id: number) => Promise<ErpResult<Product>>;
  stock: (code: string) => Promise<ErpResult<StockMap>>;
}

const cachedReads: QuoteReads = { product: getProduct, stock: getStock };

/** `reads`: the cached ones for the cart page; placing an order passes fresh ones. */
export async function quoteCart(
  lines: QuoteRequestLine[],
  reads: QuoteReads = cachedReads,
): Promise<CartQuote> {
  const ids = [...new Set(lines.map((l) => l.id))];
  const products = new Map(
    (await mapLimited(ids, TASK_QUEUE_CONCURRENCY, reads.product)).map((r, i) => [ids[i], r]),
  );
  const productOf = (id: number) => {
    const r = products.get(id);
    return r?.ok ? r.data : null;
  };
  const decide = async (line: QuoteRequestLine): Promise<QuoteLine> => {
    const product = products.get(line.id)!;
    // Only the ERP's "no such record" says the item is gone; any other failure (an outage, a
    // refused token) leaves the line unpriced but must not tell the shopper it no longer exists.
    if (!product.ok) return unavailableLine(line, isMissing(product.error) ? 'not_found' : 'unreachable');
    const stock = await reads.stock(product.data.code);
    return decideLine(line, product.data, stock.ok ? stock.data : null);
  };
  return quoteOf(await mapLimited(mergeVariantLines(lines, productOf), TASK_QUEUE_CONCURRENCY, decide));
}

/** True when the ERP answered for no line at all: the quote says nothing and is an outage. */
export const quoteFailed = (quote: CartQuote): boolean =>
  quote.lines.length > 0 && quote.lines.every((line) => line.reason === 'unreachable');
