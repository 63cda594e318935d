import 'server-only';
import { parseRecordId } from '@/lib/record-id';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { productLink } from '@/lib/product-link';
import { withCategoryParents } from '@/lib/category-parents';
import { productBreadcrumb } from '@/lib/seo/breadcrumbs';
import { listingLabel } from '@/lib/i18n/catalogue-names';
import { withShownColours } from '@/lib/i18n/variant-names';
import { localePath } from '@/lib/i18n/paths';
import { breadcrumbListLd, type Crumb, type JsonLdData } from '@/lib/seo/json-ld';
import { indexableMetadata } from '@/lib/seo/page-metadata';
import { productGroupLd } from '@/lib/seo/product-ld';
import { productOptions, type ProductOptions } from '@/lib/product-options';
import type { Result } from '@/lib/result';
import type { Manufacturer, Product, StockMap } from '@/lib/types';
import { config } from '@/server/config';
import { isMissing } from '@/server/erp/errors';
import { findCategory } from './listing-scope';
import { getCategories, getManufacturers, getProduct, getStock } from './reads';
import { CatalogueUnavailableError } from './unavailable';

export interface ProductPage {
  product: Product;
  options: ProductOptions;
  /** The brand's manufacturer (GPSR Art. 19); null when the ERP names none or cannot be read. */
  manufacturer: Manufacturer | null;
  breadcrumb: Crumb[];
  metadata: Metadata;
  jsonLd: JsonLdData[];
}

/** `missing`: the ERP says there is no such item; `unavailable`: it could not be asked. */
export type LoadedProduct = Result<{ product: Product; stock: StockMap | null }, 'missing' | 'unavailable'>;

/** One product and its stock (stock may be unknown: the server quote rechecks at checkout). */
export const loadProduct = cache(async (rawId: string): Promise<LoadedProduct> => {
  const id = parseRecordId(rawId);
  if (id === null) return { ok: false, error: 'missing' };
  const result = await getProduct(id);
  if (!result.ok) return { ok: false, error: isMissing(result.error) ? 'missing' : 'unavailable' };
  const stock = await getStock(result.data.code);
  return { ok: true, data: { product: result.data, stock: stock.ok ? stock.data : null } };
});

/**
 * One product for both of its routes (/product/{id} and /{gender}/{category}/product/{id}); the
 * canonical URL is always the product's own link. Null when there is no such product; an ERP
 * that cannot answer is an error (a 500 page saying the catalogue cannot be loaded), not a 404
 * that would drop the URL from search.
 */
export const loadProductPage = cache(async (rawId: string): Promise<ProductPage | null> => {
  const loaded = await loadProduct(rawId);
  if (!loaded.ok && loaded.error === 'unavailable') throw new CatalogueUnavailableError(`product ${rawId}`);
  if (!loaded.ok) return null;
  const [tree, makers] = await Promise.all([getCategories(), getManufacturers()]);
  const { stock: stockMap } = loaded.data;
  // Filed as the listings file it: an item of a hidden subcategory under the category above.
  const product = tree.ok ? withCategoryParents([loaded.data.product], tree.data)[0] : loaded.data.product;
  const siteUrl = config().siteUrl;
  const locale = await getLocale();
  // An unread tree: the category's listing still answers (its title falls back), so link it.
  const breadcrumb = productBreadcrumb(product, (id) => !tree.ok || findCategory(tree.data, id) !== null).map(
    (crumb) => (crumb.untranslated ? crumb : { ...crumb, label: listingLabel(crumb.label, locale) }),
  );
  const image = product.images[0]?.url;
  return {
    product,
    options: withShownColours(productOptions(product, stockMap), locale),
    manufacturer: (makers.ok && product.brand && makers.data[product.brand.id]) || null,
    breadcrumb,
    metadata: {
      ...(await indexableMetadata({
        path: productLink(product),
        title: product.name,
        description:
          product.notes.details.slice(0, 160) ||
          (await getTranslations('product'))('metaFallback', { name: product.name }),
        image,
      })),
      twitter: { card: image ? 'summary_large_image' : 'summary' },
    },
    jsonLd: [
      productGroupLd(product, stockMap, siteUrl),
      breadcrumbListLd(
        breadcrumb.map((crumb) => (crumb.href ? { ...crumb, href: localePath(locale, crumb.href) } : crumb)),
        siteUrl,
      ),
    ],
  };
});
