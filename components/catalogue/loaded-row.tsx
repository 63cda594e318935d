'use client';

import useSWR from 'swr';
import type { CardProduct } from '@/lib/card-product';
import { CardRow } from './card-row';

export interface LoadedRowProps {
  title: string;
  /** A GET route answering `{ products: CardProduct[] }` (app/api/also-like, app/api/recently-viewed). */
  src: string;
  className?: string;
}

async function fetchCards(src: string): Promise<CardProduct[]> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  return ((await response.json()) as { products: CardProduct[] }).products;
}

/** LaterRow's row, in a chunk of its own: the cards the server chose for `src`; nothing until then. */
export function LoadedRow({ title, src, className }: LoadedRowProps) {
  const { data } = useSWR(src, fetchCards, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    // A cart that changes asks again; its old row stays until the new one is in.
    keepPreviousData: true,
  });
  return <CardRow title={title} products={data ?? []} className={className} />;
}
