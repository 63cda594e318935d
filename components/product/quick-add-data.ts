'use client';

import type { ProductOptions } from '@/lib/product-options';

/** What a card's Quick Add link says about its product: enough to add it if the fetch fails. */
export interface QuickAddRequest {
  id: number;
  fallback: ProductOptions;
}

/** The original image of a card's optimised <img> (/_next/image?url=/media/…). */
function originalImage(img: HTMLImageElement | null): string | null {
  const src = img?.getAttribute('src');
  if (!src) return null;
  return new URL(src, window.location.origin).searchParams.get('url') ?? src;
}

/** Reads the card around a Quick Add link (spec: a failed detail fetch falls back to the card's product). */
export function quickAddRequest(link: HTMLAnchorElement): QuickAddRequest {
  const card = link.closest('article');
  const id = Number(link.dataset.quick);
  const split = (value: string | undefined) => (value ? value.split('|') : []);
  const colours = split(link.dataset.colours).map((label) => ({
    id: null,
    code: label,
    name: label,
    label,
    hex: null,
  }));
  const image = originalImage(card?.querySelector('img') ?? null);
  return {
    id,
    fallback: {
      id,
      name: card?.querySelector('h3')?.textContent ?? '',
      href: (link.getAttribute('href') ?? '').replace(/#.*$/, ''),
      priceCents: Number(card?.getAttribute('data-price-cents') ?? 0),
      colours,
      sizes: split(link.dataset.sizes),
      imagesByColour: image ? { [colours[0]?.code.toUpperCase() ?? '']: [image] } : {},
      stock: null,
    },
  };
}

/** The product's live options from the shop's server, or the card's product when that fails. */
export async function loadOptions(request: QuickAddRequest, signal?: AbortSignal): Promise<ProductOptions> {
  try {
    const response = await fetch(`/api/products/${request.id}/options`, { signal });
    if (response.ok) return (await response.json()) as ProductOptions;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
  }
  return request.fallback;
}
