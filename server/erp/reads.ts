import 'server-only';
import type {
  Brand,
  CarouselSlide,
  Category,
  MainCategory,
  Manufacturer,
  Product,
  StockMap,
} from '@/lib/types';
import type { ErpResult } from './errors';
import { erpGet, erpGetRecord, TIMEOUTS } from './http';
import { rowsOf } from './rows';
import {
  attachmentListSchema,
  brandRowSchema,
  carouselRowSchema,
  categoryRowSchema,
  colorRowSchema,
  itemRowSchema,
  stockSchema,
  typeRowSchema,
} from './schemas';
import { toBrand, toManufacturer } from './transforms/brand';
import { toCarouselSlide } from './transforms/carousel';
import { buildCategories, toMainCategory } from './transforms/category';
import { buildColourIndex, type ColourIndex } from './transforms/colour';
import { toProduct } from './transforms/product';
import { toStockMap } from './transforms/stock';
import { toErpVariantWords, type ErpVariantWords } from './transforms/variant-words';
import { logFor } from '@/server/log/logger';

// The catalogue reads of the '$'-API, each returning domain types or a typed error.

const log = logFor('erp');

/** The ERP record of the `type` that marks brands (spec: brand, driving type, record 23). */
export const BRAND_TYPE_RECORD = 23;

function map<A, B>(result: ErpResult<A>, f: (a: A) => B): ErpResult<B> {
  return result.ok ? { ok: true, data: f(result.data) } : result;
}

const view = (file: string, extra: Record<string, string | number | boolean> = {}) => ({
  system: 'pos',
  file,
  ...extra,
});

export async function fetchMainCategories(): Promise<ErpResult<MainCategory[]>> {
  const r = await erpGet('$TableGetView', view('type', { attachments: true }), rowsOf(typeRowSchema, 'type'));
  return map(r, (rows) => rows.map(toMainCategory).sort((a, b) => a.id - b.id));
}

export async function fetchCategories(): Promise<ErpResult<Category[]>> {
  const r = await erpGet('$TableGetView', view('category'), rowsOf(categoryRowSchema, 'category'));
  return map(r, buildCategories);
}

export async function fetchBrands(): Promise<ErpResult<Brand[]>> {
  const r = await erpGet(
    '$TableGetView',
    view('brand', { driving: 'type', record: BRAND_TYPE_RECORD }),
    rowsOf(brandRowSchema, 'brand'),
  );
  return map(r, (rows) => rows.map(toBrand).sort((a, b) => a.name.localeCompare(b.name)));
}

/** Each brand's manufacturer by brand id; brands naming none are left out. */
export async function fetchManufacturers(): Promise<ErpResult<Record<number, Manufacturer>>> {
  const r = await erpGet(
    '$TableGetView',
    view('brand', { driving: 'type', record: BRAND_TYPE_RECORD }),
    rowsOf(brandRowSchema, 'brand'),
  );
  return map(r, (rows) =>
    Object.fromEntries(
      rows.flatMap((row) => {
        const maker = toManufacturer(row);
        return maker ? [[row.$$position, maker]] : [];
      }),
    ),
  );
}

export async function fetchColourIndex(): Promise<ErpResult<ColourIndex>> {
  const r = await erpGet('$TableGetView', view('color'), rowsOf(colorRowSchema, 'color'));
  return map(r, buildColourIndex);
}

export type ItemFlag = 'Featured' | 'Clearance' | 'BestSeller' | 'NewArrival';

/** Every item (or those with one flag): the bulk list, with its longer timeout. */
export async function fetchProducts(
  colours: ColourIndex,
  secondary?: ItemFlag,
): Promise<ErpResult<Product[]>> {
  const query = view('item', secondary ? { secondary } : {});
  const r = await erpGet('$TableGetView', query, rowsOf(itemRowSchema, 'item'), { timeoutMs: TIMEOUTS.bulk });
  return map(r, (rows) => rows.map((row) => toProduct(row, colours)));
}

/** One item's details; `not_found` when the ERP has no such item. */
export async function fetchProduct(id: number, colours: ColourIndex): Promise<ErpResult<Product>> {
  const r = await erpGetRecord('$TableRead', view('item', { record: id }), itemRowSchema, {
    timeoutMs: TIMEOUTS.itemDetails,
  });
  return map(r, (row) => toProduct(row, colours));
}

const readStock = (code: string) => erpGet('$PosGetStock', { code }, stockSchema);

export async function fetchStock(code: string): Promise<ErpResult<StockMap>> {
  return map(await readStock(code), toStockMap);
}

/** The stock and the ERP's own words for each variant, from one $PosGetStock (for an order's lines). */
export async function fetchVariants(
  code: string,
): Promise<ErpResult<{ stock: StockMap; words: ErpVariantWords }>> {
  return map(await readStock(code), (raw) => ({ stock: toStockMap(raw), words: toErpVariantWords(raw) }));
}

export async function fetchAttachments(file: string, record: number): Promise<ErpResult<string[]>> {
  const r = await erpGet('$TableAttachments', view(file, { record }), attachmentListSchema);
  return map(r, (list) => list.map((a) => a.file));
}

/** Carousel slides, each with its first attachment as the image; a slide without one is skipped. */
export async function fetchCarousel(): Promise<ErpResult<CarouselSlide[]>> {
  const r = await erpGet('$TableGetView', view('carousel'), rowsOf(carouselRowSchema, 'carousel'));
  if (!r.ok) return r;
  const slides: CarouselSlide[] = [];
  for (const row of r.data) {
    const files = await fetchAttachments('carousel', row.$$position);
    if (!files.ok) return files;
    if (files.data.length === 0) log.error({ slide: row.$$position }, 'No attachments found');
    else slides.push(toCarouselSlide(row, files.data[0]));
  }
  return { ok: true, data: slides };
}
