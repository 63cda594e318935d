'use client';

import { useEffect, useState } from 'react';
import type { CardProduct } from '@/lib/card-product';
import { useLocale } from '@/components/i18n/client-texts-context';
import { CardRow } from './card-row';
import type { CardTexts } from './product-card';

export interface LoadedRowProps {
  title: string;
  /**
   * A GET route with a query answering `{ products: CardProduct[] }` (app/api/also-like,
   * app/api/recently-viewed); the row adds the page's language to it.
   */
  src: string;
  className?: string;
  /** The cards' words in the page's language, from the server parent; English without them. */
  cardTexts: CardTexts;
}

/**
 * LaterRow's row, in a chunk of its own: the cards the server chose for `src`; nothing until they
 * arrive or when the request fails. A plain fetch: one request per `src` needs no cache library,
 * and swr is on none of these pages. A cart that changes asks again; its old row stays until the
 * new one is in.
 */
export function LoadedRow({ title, src, className, cardTexts }: LoadedRowProps) {
  const locale = useLocale();
  const [products, setProducts] = useState<CardProduct[]>([]);
  useEffect(() => {
    let current = true;
    // The cards' colours come named in the page's language (the tables stay on the server).
    fetch(locale === 'en' ? src : `${src}&lang=${locale}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ products: CardProduct[] }>) : null))
      .then(
        (answer) => {
          if (current && answer) setProducts(answer.products);
        },
        () => {},
      );
    return () => {
      current = false;
    };
  }, [src, locale]);
  return (
    <CardRow title={title} products={products} className={className} locale={locale} texts={cardTexts} />
  );
}
