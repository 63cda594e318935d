// Domain types: what every layer above server/erp sees. Money is always integer cents (EUR).

export type Gender = 'men' | 'women';

/** A main category: a record of the ERP's `type` file. */
export interface MainCategory {
  id: number;
  /** Raw ERP name, e.g. 'ACC UOMO'. */
  name: string;
  /** Display label by the spec's rule: 'ACCESSORIES', 'CLOTHING' or the stripped name. */
  label: string;
  gender: Gender | null;
  /** Shop-relative image URLs (from the record's attachments). */
  images: string[];
}

export interface Subcategory {
  id: number;
  name: string;
  parentId: number;
  gender: Gender | null;
  /** /{gender}/{id}, or /products?category={id} when the gender is unknown. */
  link: string;
}

export interface Category {
  id: number;
  /** Display name: gender tokens and a trailing girls/boys stripped. */
  name: string;
  typeId: number | null;
  gender: Gender | null;
  bookmark: string;
  subcategories: Subcategory[];
  /** Subcategories the ERP marks 'hide': never named to a shopper; their items are this category's. */
  hiddenSubcategoryIds?: number[];
}

/** A main category with its categories: one column of a mega menu. */
export interface CategoryGroup {
  type: MainCategory;
  categories: Category[];
}

/** Someone a shopper may write to about a product's safety: a name, postal lines and an email. */
export interface SafetyContact {
  name: string;
  /** Postal address, one line each. */
  address: string[];
  email: string;
}

/** Who makes a brand's products (GPSR 2023/988 Art. 19): shown on every product page of the brand. */
export interface Manufacturer extends SafetyContact {
  /** ISO 3166 alpha-2 country of the manufacturer, upper case ('' when the ERP does not say). */
  country: string;
  /** The EU responsible person of a manufacturer outside the EU (GPSR Art. 4). */
  euResponsible: SafetyContact | null;
}

export interface Brand {
  id: number;
  name: string;
  bookmark: string;
}

export interface ProductColour {
  id: number | null;
  code: string;
  /** The ERP's colour name ('BLACK'): the key of the stock map and of cart lines. */
  name: string;
  /** Name to show: the colour's webname ('Black'), else its name in title case (lib/display/variant.ts). */
  label: string;
  /** The label in the page's language where it differs ('Μαύρο'); the label stays the cart's key. */
  shown?: string;
  hex: string | null;
}

export interface ProductImage {
  /** Shop-relative URL served by the media route. */
  url: string;
  /** Colour code from the file name (code_color_n), upper case. */
  colour: string;
  index: number;
}

export interface ProductFlags {
  featured: boolean;
  clearance: boolean;
  bestSeller: boolean;
  newArrival: boolean;
}

export interface ProductNotes {
  details: string;
  sizeFit: string;
  compositionCare: string;
}

export interface Product {
  id: number;
  code: string;
  partno: string;
  name: string;
  collection: string;
  brand: { id: number; name: string } | null;
  /** The item's (sub)category; `parent` is the category above it in the tree, when the tree was read. */
  category: { id: number; name: string; parent?: { id: number; name: string } } | null;
  typeId: number | null;
  gender: Gender | null;
  /** A kids' item (its category ends in 'boys' or 'girls'): a boy's item has gender men, yet it is
   * not a men's item. */
  kids: boolean;
  /** Regular price in cents. */
  priceCents: number;
  /** Price the shopper pays in cents (the sale price when on sale). */
  salePriceCents: number;
  hasSale: boolean;
  discountPercentage: number;
  /** A reduced item's prior price: the lowest of the 30 days before its reduction (lib/prices/prior-price.ts),
   * set on the server from the prices the shop observed; unset, the regular price stands in. */
  priorPriceCents?: number;
  colours: ProductColour[];
  sizes: string[];
  images: ProductImage[];
  flags: ProductFlags;
  notes: ProductNotes;
  /** The item's EAN/GTIN barcode ('' when the ERP has none): with the code, its product identifier. */
  barcode: string;
  /** Safety warnings to show before purchase (cords, small parts), one per entry. */
  warnings: string[];
  /** ISO date (yyyy-mm-dd) the item was created, when known. */
  createdOn: string | null;
  bookmark: string;
}

export interface CarouselSlide {
  id: number;
  image: string;
  title: string;
  subtitle: string;
  cta: string;
  link: string;
}

/** Stock per colour name and size; quantities are never below 0. */
export type StockMap = Record<string, Record<string, number>>;
