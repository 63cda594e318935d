'use client';

import { useDebouncedFetch } from '@/components/ui/use-debounced-fetch';
import { lineKey, type CartItem, type CartTotals } from '@/lib/cart/cart';
import { quoteRequestLine, type CartQuote, type QuoteLine, type QuoteRequestLine } from '@/lib/cart/quote';

/** Spec: search waits 300 ms after typing stops; quantity clicks are batched the same way. */
export const QUOTE_DEBOUNCE_MS = 300;

export interface QuoteView {
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** The server's totals, only while the cart holds exactly the lines they were computed for. */
  totals: CartTotals | null;
  /** The server's verdict per line key, for lines unchanged since they were quoted. */
  lines: Map<string, QuoteLine>;
}

/** Each request line as JSON, by line key: what a verdict was given for. */
const sentLines = (lines: QuoteRequestLine[]) =>
  new Map(lines.map((line) => [lineKey(line), JSON.stringify(line)]));

/**
 * The server's quote for the cart's current lines, fetched 300 ms after the last change. An
 * answer is tied to the exact body it was asked for: a reply for an older cart is dropped, and
 * while a new one is on its way only the verdicts of untouched lines stay on screen (each line is
 * decided on its own), so fixing one line does not hide the notices of the others.
 */
export function useCartQuote(items: CartItem[], ready: boolean): QuoteView {
  const body = ready && items.length > 0 ? JSON.stringify({ lines: items.map(quoteRequestLine) }) : null;
  const { status, data, last } = useDebouncedFetch<CartQuote>(
    body === null ? null : { url: '/api/cart/quote', body },
    QUOTE_DEBOUNCE_MS,
  );
  if (status === 'idle') return { status, totals: null, lines: new Map() };
  const lines = new Map<string, QuoteLine>();
  if (last?.data && last.request.body) {
    const sent = sentLines((JSON.parse(last.request.body) as { lines: QuoteRequestLine[] }).lines);
    const now = sentLines(items.map(quoteRequestLine));
    for (const line of last.data.lines)
      if (now.get(line.key) === sent.get(line.key)) lines.set(line.key, line);
  }
  return { status, totals: data?.totals ?? null, lines };
}
