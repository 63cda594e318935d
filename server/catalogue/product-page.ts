import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { productLink } from '@/lib/product-link';
import { breadcrumbListLd, productLd, type Crumb, type JsonLdData } from '@/lib/seo/json-ld';
import type { Product, StockMap } from '@/lib/types';
import { config } from '@/server/config';
import { GENDER_LABEL } from './listing-scope';
import { getProduct, getStock } from './reads';

export interface ProductPage {
  product: Product;
  stock: StockMap | null;
  breadcrumb: Crumb[];
  metadata: Metadata;
  jsonLd: JsonLdData[];
}

/**
 * One product for both of its routes (/product/{id} and /{gender}/{category}/product/{id}); the
 * canonical URL is always the product's own link. Null when the id is not a product.
 */
export const loadProductPage = cache(async (rawId: string): Promise<ProductPage | null> => {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return null;
  const result = await getProduct(id);
  if (!result.ok) return null;
  const product = result.data;
  const stock = await getStock(product.code);
  const siteUrl = config().siteUrl;
  const breadcrumb: Crumb[] = [
    { label: 'Home', href: '/' },
    ...(product.gender ? [{ label: GENDER_LABEL[product.gender], href: `/${product.gender}` }] : []),
    ...(product.gender && product.category
      ? [{ label: product.category.name, href: `/${product.gender}/${product.category.id}` }]
      : []),
    { label: product.name },
  ];
  const image = product.images[0]?.url;
  return {
    product,
    stock: stock.ok ? stock.data : null,
    breadcrumb,
    metadata: {
      title: product.name,
      description: product.notes.details.slice(0, 160) || `${product.name} at RUCK.`,
      alternates: { canonical: productLink(product) },
      openGraph: { title: product.name, type: 'website', ...(image ? { images: [image] } : {}) },
    },
    jsonLd: [productLd(product, siteUrl), breadcrumbListLd(breadcrumb, siteUrl)],
  };
});
