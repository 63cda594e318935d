// A small product factory for the listing tests: only what the rules read is worth setting.
import type { Product, ProductColour } from '@/lib/types';

export function colour(label: string, name = label.toUpperCase()): ProductColour {
  return { id: null, code: name.slice(0, 3), name, label, hex: null };
}

export interface ProductSpec {
  id: number;
  name?: string;
  code?: string;
  collection?: string;
  /** Shopper's price in cents. */
  price?: number;
  category?: string | null;
  categoryId?: number;
  /** The category above the item's, as the tree gives it (withCategoryParents). */
  parent?: { id: number; name: string };
  kids?: boolean;
  brand?: string;
  sizes?: string[];
  colours?: string[];
}

export function product(spec: ProductSpec): Product {
  const { id, price = 3000 } = spec;
  return {
    id,
    code: spec.code ?? `C-${id}`,
    partno: '',
    name: spec.name ?? `Item ${id}`,
    collection: spec.collection ?? 'SS25',
    brand: spec.brand ? { id: 1, name: spec.brand } : null,
    category:
      spec.category === null
        ? null
        : {
            id: spec.categoryId ?? 1000 + id,
            name: spec.category ?? 'T-Shirts',
            ...(spec.parent ? { parent: spec.parent } : {}),
          },
    typeId: null,
    gender: null,
    kids: spec.kids ?? false,
    priceCents: price,
    salePriceCents: price,
    hasSale: false,
    discountPercentage: 0,
    colours: (spec.colours ?? ['Black']).map((label) => colour(label)),
    sizes: spec.sizes ?? ['M'],
    images: [],
    flags: { featured: false, clearance: false, bestSeller: false, newArrival: false },
    notes: { details: '', sizeFit: '', compositionCare: '' },
    barcode: '',
    warnings: [],
    createdOn: null,
    bookmark: '',
  };
}

export const ids = (products: readonly { id: number }[]) => products.map((p) => p.id);
