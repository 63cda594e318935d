// Spec rule: a product is on sale when discount is above 0; the sale price is then the web price
// if above 0, otherwise the regular price. A reduction is announced against its prior price
// (lib/prices/prior-price.ts), never simply the regular one.
import { announcedPercent } from '@/lib/prices/prior-price';

export interface SaleInput {
  priceCents: number;
  webpriceCents: number;
  /** Percent, as the ERP's `discount`. */
  discount: number;
}

export interface Sale {
  hasSale: boolean;
  /** What the shopper pays: the sale price on sale, else the regular price. */
  salePriceCents: number;
  discountPercentage: number;
}

export function saleOf({ priceCents, webpriceCents, discount }: SaleInput): Sale {
  const hasSale = Number.isFinite(discount) && discount > 0;
  if (!hasSale) return { hasSale, salePriceCents: priceCents, discountPercentage: 0 };
  return {
    hasSale,
    salePriceCents: webpriceCents > 0 ? webpriceCents : priceCents,
    discountPercentage: discount,
  };
}

/** What a reduction is measured from: the prior price the server found, else the regular price. */
export interface PricedProduct {
  priceCents: number;
  salePriceCents: number;
  /** The lowest price of the 30 days before the reduction; set on the server for reduced items. */
  priorPriceCents?: number;
}

const reducedFrom = (product: PricedProduct) => product.priorPriceCents ?? product.priceCents;

/**
 * What a cart line is added at: the price the shopper pays and, for a real reduction, the prior
 * price it was reduced from. The cart shows the latter struck from its first paint; both are the
 * browser's copy only (the server's quote decides).
 */
export function cartPrice(product: PricedProduct): {
  priceCents: number;
  originalPriceCents?: number;
} {
  const pays = product.salePriceCents || product.priceCents;
  const from = reducedFrom(product);
  return pays < from ? { priceCents: pays, originalPriceCents: from } : { priceCents: pays };
}

/**
 * What a product shows: its prior price struck only for a real reduction from it, and the -N%
 * badge measured from that same price. A "reduction" to no less than the prior price is none.
 */
export function displaySale(
  product: Pick<Sale, 'hasSale' | 'salePriceCents' | 'discountPercentage'> & PricedProduct,
) {
  const priorCents = reducedFrom(product);
  const struck = product.hasSale && product.salePriceCents < priorCents;
  return {
    struck,
    priorCents,
    badgePercent: struck
      ? announcedPercent({
          priorCents,
          salePriceCents: product.salePriceCents,
          regularCents: product.priceCents,
          erpPercent: product.discountPercentage,
        })
      : 0,
  };
}
