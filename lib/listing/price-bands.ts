// Spec section 9: four price bands, offered only when the data covers them. The edges differ:
// bestsellers, outlet and the product list use "under 50" and "50 up to under 100" (standard);
// new arrivals uses "up to and including 50" (inclusive). Prices are what the shopper pays.
import type { Product } from '@/lib/types';

export type PriceBandId = 'under-50' | '50-100' | '100-200' | 'over-200';
export type BandVariant = 'standard' | 'inclusive';

export interface PriceBand {
  id: PriceBandId;
  label: string;
  /** Lower edge in cents (null: none). Standard includes it, inclusive excludes it. */
  fromCents: number | null;
  /** Upper edge in cents (null: none). Standard excludes it, inclusive includes it. */
  toCents: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'under-50', label: 'Under €50', fromCents: null, toCents: 5000 },
  { id: '50-100', label: '€50 - €100', fromCents: 5000, toCents: 10000 },
  { id: '100-200', label: '€100 - €200', fromCents: 10000, toCents: 20000 },
  { id: 'over-200', label: 'Over €200', fromCents: 20000, toCents: null },
];

const BAND_IDS: readonly string[] = PRICE_BANDS.map((band) => band.id);

export function isPriceBandId(value: unknown): value is PriceBandId {
  return typeof value === 'string' && BAND_IDS.includes(value);
}

/** The band's position in the spec's order (for a canonical order of selections). */
export function bandIndex(id: PriceBandId): number {
  return BAND_IDS.indexOf(id);
}

export function priceBand(id: PriceBandId): PriceBand {
  return PRICE_BANDS[bandIndex(id)];
}

/** Whether a price in cents falls in the band under the variant's edges. */
export function inPriceBand(cents: number, id: PriceBandId, variant: BandVariant): boolean {
  const { fromCents, toCents } = priceBand(id);
  if (variant === 'standard') {
    return (fromCents === null || cents >= fromCents) && (toCents === null || cents < toCents);
  }
  return (fromCents === null || cents > fromCents) && (toCents === null || cents <= toCents);
}

/** The one band a price falls in (the bands cover every price without overlap). */
export function bandOfPrice(cents: number, variant: BandVariant): PriceBandId {
  const band = PRICE_BANDS.find((b) => inPriceBand(cents, b.id, variant));
  return band ? band.id : 'over-200';
}

/** The bands at least one product falls in, in the spec's order. */
export function offeredBands(products: readonly Product[], variant: BandVariant): PriceBand[] {
  const covered = new Set(products.map((p) => bandOfPrice(p.salePriceCents, variant)));
  return PRICE_BANDS.filter((band) => covered.has(band.id));
}
