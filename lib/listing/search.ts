// Spec data rule (temporary engine, replaced later by the search work): a case-insensitive
// substring over name, code, collection and colour names.
import type { Product } from '@/lib/types';

function haystack(product: Product): string[] {
  const colours = product.colours.flatMap((colour) => [colour.label, colour.name]);
  return [product.name, product.code, product.collection, ...colours];
}

/** Whether the product matches the search term; an empty or blank term matches everything. */
export function matchesSearch(product: Product, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return haystack(product).some((field) => field.toLowerCase().includes(needle));
}

/** The products matching the term, in their input order. */
export function searchProducts<T extends Product>(products: readonly T[], term: string): T[] {
  return term.trim() === '' ? [...products] : products.filter((product) => matchesSearch(product, term));
}
