import 'server-only';
import { parseItemImageName } from '@/lib/image-name';
import { memoLines } from '@/lib/product-facts';
import { saleOf } from '@/lib/sale';
import { parseSizes } from '@/lib/size-label';
import type { Product, ProductImage } from '@/lib/types';
import type { ItemRow } from '@/server/erp/schemas';
import { genderOfName, isKidsName, strippedOrName } from '@/server/erp/transforms/category-name';
import { resolveColours, type ColourIndex } from '@/server/erp/transforms/colour';
import { erpDateToIso } from '@/server/erp/transforms/date';
import { erpNumber } from '@/server/erp/transforms/decimal';
import { parseFlags } from '@/server/erp/transforms/flags';
import { mediaUrl } from '@/server/erp/transforms/media-url';
import { parseProductNotes } from '@/server/erp/transforms/notes';
import { parsePriceCents } from '@/server/erp/transforms/price';

/** Multi-value text is '|'-joined; older ERP versions used new lines, and `_colors` may hold CR/LF. */
function splitMultiValue(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[|\r\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Spec rule: only `{code}_{colour}[_n].{ext}` names are product photos (not size charts). */
function imagesOf(row: ItemRow): ProductImage[] {
  return splitMultiValue(row['**image_names']).flatMap((file) => {
    const parsed = parseItemImageName(file, row.code);
    return parsed ? [{ url: mediaUrl('item', row.$$position, file), ...parsed }] : [];
  });
}

function linkOf(id: number | null | undefined, name: string | null | undefined) {
  return id != null && name ? { id, name } : null;
}

/** An `item` row → Product, its colour names resolved against the colour file. */
export function toProduct(row: ItemRow, colourIndex: ColourIndex): Product {
  const priceCents = parsePriceCents(row.price);
  const sale = saleOf({
    priceCents,
    webpriceCents: parsePriceCents(row.webprice),
    discount: erpNumber(row.discount) ?? 0,
  });
  return {
    id: row.$$position,
    code: row.code,
    partno: row.partno ?? '',
    name: row.name,
    collection: row.collection ?? '',
    brand: linkOf(row.$brand, row.brand),
    category: linkOf(row.$category, row.category && strippedOrName(row.category)),
    typeId: row.$type ?? null,
    // The type says men or women; kids' items may only say it in the category ('… girls').
    gender: genderOfName(row.type) ?? genderOfName(row.category),
    kids: isKidsName(row.category) || isKidsName(row.type),
    priceCents,
    ...sale,
    colours: resolveColours(splitMultiValue(row._colors), colourIndex),
    sizes: parseSizes(row.sizes),
    images: imagesOf(row),
    flags: parseFlags(row.secondary),
    notes: parseProductNotes(row['*notes']),
    barcode: row.barcode?.trim() ?? '',
    warnings: memoLines(row['*warnings']),
    createdOn: erpDateToIso(row.date),
    bookmark: row.bookmark ?? '',
  };
}
