// Spec rule: a product is on sale when discount is above 0; the sale price is then the web price
// if above 0, otherwise the regular price.

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

/**
 * What a cart line is added at: the price the shopper pays and, for a real reduction, the regular
 * price it was reduced from. The cart shows the latter struck from its first paint; both are the
 * browser's copy only (the server's quote decides).
 */
export function cartPrice(product: { priceCents: number; salePriceCents: number }): {
  priceCents: number;
  originalPriceCents?: number;
} {
  const pays = product.salePriceCents || product.priceCents;
  return pays < product.priceCents
    ? { priceCents: pays, originalPriceCents: product.priceCents }
    : { priceCents: pays };
}

/** What a product shows: a struck original price only for a real reduction, and its -N% badge. */
export function displaySale(
  product: Pick<Sale, 'hasSale' | 'salePriceCents' | 'discountPercentage'> & { priceCents: number },
) {
  return {
    struck: product.hasSale && product.salePriceCents < product.priceCents,
    badgePercent:
      product.hasSale && product.discountPercentage > 0 ? Math.round(product.discountPercentage) : 0,
  };
}
