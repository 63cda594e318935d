// What the overlay receives per result: only the card's fields, already in display form, so the
// browser needs neither the product type nor the money or image helpers.
import { optimisedImageUrl } from '@/lib/image-url';
import { formatMoney } from '@/lib/money';
import { productLink } from '@/lib/product-link';
import { displaySale } from '@/lib/sale';
import type { Product } from '@/lib/types';
import { colourName } from '@/lib/i18n/variant-names';
import type { Locale } from '@/lib/i18n/locales';

export interface SearchCard {
  id: number;
  name: string;
  href: string;
  /** A 256 px wide rendition (the card shows it at ~64 CSS px, so 3x screens stay sharp); null when the item has no picture. */
  image: string | null;
  /** What the shopper pays, e.g. '€39.90' ('39,90 €' in Greek). */
  price: string;
  /** The prior price (lib/prices/prior-price.ts), struck through, when the item is reduced from it. */
  originalPrice: string | null;
  /** Spec: the first two colours. */
  colours: string[];
}

export interface SearchResponse {
  term: string;
  /** How many the engine kept (at most 20); `items` holds the first 8 of them. */
  kept: number;
  items: SearchCard[];
}

const THUMBNAIL_WIDTH = 256;

/** A result's card in the page's language: its prices and colour names; the name is the ERP's. */
export function toSearchCard(product: Product, locale: Locale): SearchCard {
  const { struck, priorCents } = displaySale(product);
  const image = product.images[0]?.url;
  return {
    id: product.id,
    name: product.name,
    href: productLink(product),
    image: image ? optimisedImageUrl(image, THUMBNAIL_WIDTH) : null,
    price: formatMoney(product.salePriceCents || product.priceCents, locale),
    originalPrice: struck ? formatMoney(priorCents, locale) : null,
    colours: product.colours.slice(0, 2).map((c) => colourName(c.label, locale)),
  };
}
