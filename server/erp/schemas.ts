import 'server-only';
import { z } from 'zod';
import { linkRecord, rowWithId } from './record-number';

// Raw rows of the ERP's '$'-API (docs/erp-contract.md). Objects are loose so a new column on the
// ERP never breaks the shop; only what the shop keys on is strict.

const text = z.string().nullish();
/** Money: a number, a comma-decimal string (with or without a currency sign) or {"$price": …}. */
const price = z
  .union([z.number(), z.string(), z.looseObject({ $price: z.union([z.number(), z.string()]) })])
  .nullish();
const quantity = z.union([z.number(), z.string()]).nullish();

export const typeRowSchema = rowWithId({
  name: z.string(),
  bookmark: text,
  /** Form-feed separated file names; present only when asked for with attachments=true. */
  $$attachments: text,
});

export const categoryRowSchema = rowWithId({
  name: z.string(),
  webname: text,
  type: text,
  $type: linkRecord,
  parent: text,
  $parent: linkRecord,
  bookmark: text,
});

export const brandRowSchema = rowWithId({
  name: z.string(),
  webname: text,
  type: text,
  $type: linkRecord,
  bookmark: text,
  // The manufacturer's safety contact (GPSR Art. 19); the names are inferred (docs/erp-contract.md).
  manufacturer: text,
  '*address': text,
  email: text,
  country: text,
  '*eu_responsible': text,
});

export const colorRowSchema = rowWithId({
  code: text,
  name: z.string(),
  webname: text,
  hex: text,
});

export const itemColorRowSchema = rowWithId({
  item: text,
  $item: linkRecord,
  color: text,
  $color: linkRecord,
});

export const itemRowSchema = rowWithId({
  code: z.string(),
  partno: text,
  name: z.string(),
  collection: text,
  brand: text,
  $brand: linkRecord,
  category: text,
  $category: linkRecord,
  type: text,
  $type: linkRecord,
  price,
  webprice: price,
  discount: z.union([z.number(), z.string()]).nullish(),
  sizes: z.union([z.array(z.union([z.string(), z.number()])), z.string()]).nullish(),
  _colors: text,
  secondary: text,
  '*notes': text,
  '**image_names': text,
  /** [seen] in the WooCommerce plugin's item rows. */
  barcode: text,
  /** Safety warnings, one per line (inferred name, docs/erp-contract.md). */
  '*warnings': text,
  date: text,
  bookmark: text,
});

export const carouselRowSchema = rowWithId({
  name: text,
  '*notes': text,
  '*notes2': text,
});

export const attachmentListSchema = z.array(z.looseObject({ file: z.string() }));

/** `$PosGetStock`: the map form {"colour;size": qty} or the list form [{colour,size,total_qty}]. */
export const stockSchema = z.union([
  z.record(z.string(), quantity),
  z.array(z.looseObject({ colour: text, size: text, total_qty: quantity })),
]);

export type TypeRow = z.infer<typeof typeRowSchema>;
export type CategoryRow = z.infer<typeof categoryRowSchema>;
export type BrandRow = z.infer<typeof brandRowSchema>;
export type ColorRow = z.infer<typeof colorRowSchema>;
export type ItemColorRow = z.infer<typeof itemColorRowSchema>;
export type ItemRow = z.infer<typeof itemRowSchema>;
export type CarouselRow = z.infer<typeof carouselRowSchema>;
export type AttachmentList = z.infer<typeof attachmentListSchema>;
export type StockRaw = z.infer<typeof stockSchema>;
