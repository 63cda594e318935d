'use client';

import { useEffect, useState } from 'react';
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

interface Answer {
  body: string;
  quote: CartQuote | null;
  /** Each quoted request line as sent, by key, to tell which verdicts still apply. */
  sent: Map<string, string>;
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
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (body === null) return;
    const controller = new AbortController();
    const sent = sentLines((JSON.parse(body) as { lines: QuoteRequestLine[] }).lines);
    const timer = setTimeout(async () => {
      let quote: CartQuote | null = null;
      try {
        const res = await fetch('/api/cart/quote', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: controller.signal,
        });
        if (res.ok) quote = (await res.json()) as CartQuote;
      } catch {
        // Network failure or abort: the page keeps the browser's own view.
      }
      // A newer cart superseded this request: its answer describes lines no longer shown.
      if (!controller.signal.aborted) setAnswer({ body, quote, sent });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);

  if (body === null) return { status: 'idle', totals: null, lines: new Map() };
  const current = answer?.body === body;
  const lines = new Map<string, QuoteLine>();
  if (answer?.quote) {
    const now = sentLines(items.map(quoteRequestLine));
    for (const line of answer.quote.lines)
      if (now.get(line.key) === answer.sent.get(line.key)) lines.set(line.key, line);
  }
  const status = !current ? 'loading' : answer.quote ? 'ready' : 'error';
  return { status, totals: current ? (answer.quote?.totals ?? null) : null, lines };
}
