// What the shopper chooses from on the product page and in the quick-add dialog: colours, sizes,
// stock and the images of each colour. Built on the server; the rules here run on both sides.
import { fill } from '@/lib/i18n/fill';
import type { AddToCartInput } from '@/lib/cart/cart';
import { productLink } from '@/lib/product-link';
import { cartPrice } from '@/lib/sale';
import { stockOf } from '@/lib/stock';
import type { Product, ProductColour, StockMap } from '@/lib/types';

export interface ProductOptions {
  id: number;
  name: string;
  href: string;
  /** What the shopper pays, in cents. */
  priceCents: number;
  /** The prior price a reduced item is sold down from (lib/prices/prior-price.ts). */
  originalPriceCents?: number;
  colours: ProductColour[];
  sizes: string[];
  /** Image URLs per colour code (upper case), in file-number order. */
  imagesByColour: Record<string, string[]>;
  /** Null when the ERP could not say; the server quote rechecks at checkout. */
  stock: StockMap | null;
}

export function productOptions(product: Product, stock: StockMap | null): ProductOptions {
  const imagesByColour: Record<string, string[]> = {};
  for (const image of [...product.images].sort((a, b) => a.index - b.index)) {
    (imagesByColour[image.colour] ??= []).push(image.url);
  }
  return {
    id: product.id,
    name: product.name,
    href: productLink(product),
    ...cartPrice(product),
    colours: product.colours,
    sizes: product.sizes,
    imagesByColour,
    stock,
  };
}

/** The images of a colour, else of the first colour that has any. */
export function imagesOf(
  options: Pick<ProductOptions, 'imagesByColour'>,
  colourCode: string | undefined,
): string[] {
  const own = colourCode ? options.imagesByColour[colourCode.toUpperCase()] : undefined;
  return own ?? Object.values(options.imagesByColour)[0] ?? [];
}

/** Stock of one size in a colour; null when unknown (then the size stays choosable). */
export function sizeStock(
  options: Pick<ProductOptions, 'stock'>,
  colour: ProductColour | null,
  size: string,
): number | null {
  return stockOf(options.stock, colour?.name ?? '', size);
}

export function isAvailable(
  options: Pick<ProductOptions, 'stock'>,
  colour: ProductColour | null,
  size: string,
): boolean {
  return (sizeStock(options, colour, size) ?? 1) > 0;
}

/** The colour a link asks for (?colour=CODE), else the first (spec: first colour preselected). */
export function initialColour(
  colours: readonly ProductColour[],
  code: string | undefined,
): ProductColour | null {
  const wanted = code?.toUpperCase();
  return colours.find((c) => c.code.toUpperCase() === wanted) ?? colours[0] ?? null;
}

/**
 * The size the options dialog opens with: the only size in stock when there is just one (ONE
 * SIZE), else none. The spec opens on the first size, but quick add must never put a size in the
 * cart that the shopper did not choose (issue 14, docs/decisions/0056-phone-shopping.md): with
 * several sizes the shopper picks one, and adding without it asks 'Size Required'.
 */
export function quickAddSize(
  options: Pick<ProductOptions, 'sizes' | 'stock'>,
  colour: ProductColour | null,
): string | null {
  const inStock = options.sizes.filter((s) => isAvailable(options, colour, s));
  return options.sizes.length === 1 && inStock.length === 1 ? inStock[0] : null;
}

export interface OptionsProblem {
  title: 'Size Required' | 'Colour Required';
  message: string;
}

export const SIZE_REQUIRED: OptionsProblem = {
  title: 'Size Required',
  message: 'Please select a size before adding to cart.',
};
export const COLOR_REQUIRED: OptionsProblem = {
  title: 'Colour Required',
  message: 'Please select a colour before adding to cart.',
};

/** Spec: in the options dialog a size (a colour) must be chosen when there is more than one. */
export function optionsProblem(
  options: Pick<ProductOptions, 'sizes' | 'colours'>,
  choice: { size: string | null; colour: ProductColour | null },
): OptionsProblem | null {
  if (options.sizes.length > 1 && !choice.size) return SIZE_REQUIRED;
  if (options.colours.length > 1 && !choice.colour) return COLOR_REQUIRED;
  return null;
}

/** Bestsellers' Quick Add: size M, the first colour, quantity 1. */
export const BESTSELLER_QUICK_SIZE = 'M';

/**
 * Spec: Quick Add on bestsellers adds size M in the first colour at once when M exists (and, here,
 * is in stock); otherwise the dialog opens (null).
 */
export function bestsellerQuickChoice(
  options: ProductOptions,
): { size: string; colour: ProductColour | null } | null {
  const colour = options.colours[0] ?? null;
  if (!options.sizes.includes(BESTSELLER_QUICK_SIZE) || !isAvailable(options, colour, BESTSELLER_QUICK_SIZE))
    return null;
  return { size: BESTSELLER_QUICK_SIZE, colour };
}

/** The toast of a bestsellers Quick Add: the one add whose size the shopper did not pick says so. */
export function bestsellerAddedToast(
  name: string,
  colourLabel: string | undefined,
  texts: { added: string; bestsellerSize: string; bestsellerSizeColour: string },
) {
  const size = BESTSELLER_QUICK_SIZE;
  return {
    title: fill(texts.added, { name }),
    description: colourLabel
      ? fill(texts.bestsellerSizeColour, { size, colour: colourLabel })
      : fill(texts.bestsellerSize, { size }),
  };
}

/** The cart line for a choice: the colour's first image, its display label, the shown price. */
export function cartInput(
  options: ProductOptions,
  colour: ProductColour | null,
  size: string | null,
  quantity: number,
): AddToCartInput {
  return {
    id: options.id,
    name: options.name,
    href: options.href,
    image: imagesOf(options, colour?.code)[0] ?? null,
    size: size ?? undefined,
    color: colour?.label,
    quantity,
    priceCents: options.priceCents,
    originalPriceCents: options.originalPriceCents,
  };
}
