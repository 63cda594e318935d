// Availability of one colour and size from the ERP's stock map (colour name → size → quantity).
import type { StockMap } from '@/lib/types';

/** Spec: 'Only N left' when stock is 3 or less. */
export const LOW_STOCK = 3;

/** Quantity in stock, or null when stock is unknown (the ERP did not answer). */
export function stockOf(stock: StockMap | null, colourName: string, size: string): number | null {
  if (!stock) return null;
  const entry = Object.entries(stock).find(
    ([name]) => name.trim().toUpperCase() === colourName.trim().toUpperCase(),
  );
  const sizes = entry?.[1] ?? stock[''];
  if (!sizes) return 0;
  return sizes[size] ?? sizes[''] ?? 0;
}

/** `template`: the page language's 'Only {count} left' (the product texts' `onlyLeft`). */
export function lowStockText(quantity: number | null, template = 'Only {count} left'): string | null {
  return quantity !== null && quantity > 0 && quantity <= LOW_STOCK
    ? template.replace('{count}', String(quantity))
    : null;
}

/** Whether any colour and size is in stock; an unknown stock (null) is not. */
export const anyInStock = (stock: StockMap | null): boolean =>
  stock !== null && Object.values(stock).some((sizes) => Object.values(sizes).some((qty) => qty > 0));
