import 'server-only';
import { TASK_QUEUE_CONCURRENCY } from '@/lib/constants';
import type { CartQuote, QuoteLine, QuoteRequestLine } from '@/lib/cart/quote';
import { getProduct, getStock } from '@/server/catalogue/reads';
import { isMissing } from '@/server/erp/errors';
import { decideLine, quoteOf, unavailableLine } from './quote-line';

// The server's price for a browser cart: every line re-read from the catalogue (price, colour,
// size) and the stock, so nothing the browser says about money or availability is believed.
// Reads go through the catalogue cache (products 10 min, stock 1 min): the quote is a display
// check; placing an order must re-read fresh before charging.

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

type ReadStock = typeof getStock;

async function quoteLine(line: QuoteRequestLine, readStock: ReadStock): Promise<QuoteLine> {
  const product = await getProduct(line.id);
  if (!product.ok) {
    // Only the ERP's "no such record" says the item is gone; any other failure (an outage, a
    // refused token) leaves the line unpriced but must not tell the shopper it no longer exists.
    return unavailableLine(line, isMissing(product.error) ? 'not_found' : 'unreachable');
  }
  const stock = await readStock(product.data.code);
  return decideLine(line, product.data, stock.ok ? stock.data : null);
}

/** `readStock`: the cached read for the cart page; placing an order passes a fresh one. */
export async function quoteCart(
  lines: QuoteRequestLine[],
  readStock: ReadStock = getStock,
): Promise<CartQuote> {
  return quoteOf(await mapLimited(lines, TASK_QUEUE_CONCURRENCY, (line) => quoteLine(line, readStock)));
}

/** True when the ERP answered for no line at all: the quote says nothing and is an outage. */
export const quoteFailed = (quote: CartQuote): boolean =>
  quote.lines.length > 0 && quote.lines.every((line) => line.reason === 'unreachable');
