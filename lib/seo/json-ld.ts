// schema.org structured data as plain objects. Crawlers resolve nothing relative in JSON-LD, so
// every URL is made absolute against the site's public address.
import { productLink } from '@/lib/product-link';
import { site } from '@/lib/site';
import type { Product } from '@/lib/types';

export type JsonLdData = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export const CONTEXT = 'https://schema.org' as const;

/** `/men` → `https://shop.example/men`; an already absolute URL is kept. */
export function absoluteUrl(href: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(href)) return href;
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${href.startsWith('/') ? href : `/${href}`}`;
}

export interface Crumb {
  label: string;
  /** Omitted on the current page: schema.org allows the last crumb without an item. */
  href?: string;
  /** The ERP's words (a product's name): not translated on a Greek page. */
  untranslated?: boolean;
}

export function breadcrumbListLd(items: readonly Crumb[], siteUrl: string): JsonLdData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.href !== undefined ? { item: absoluteUrl(crumb.href, siteUrl) } : {}),
    })),
  };
}

type ListedProduct = Pick<Product, 'id' | 'name' | 'gender' | 'category'>;

/**
 * A product listing as an ItemList of links. `offset` is the number of items on earlier pages, so
 * page 2 continues the positions of page 1 instead of restarting at 1.
 */
export function itemListLd(products: readonly ListedProduct[], siteUrl: string, offset = 0): JsonLdData {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: absoluteUrl(productLink(product), siteUrl),
      name: product.name,
    })),
  };
}

export function organizationLd(siteUrl: string): JsonLdData {
  const url = absoluteUrl('/', siteUrl);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url,
    logo: absoluteUrl('/apple-touch-icon.png', siteUrl),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone,
      email: site.supportEmail,
      areaServed: 'CY',
      availableLanguage: ['en'],
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      postalCode: site.address.zip,
      addressCountry: 'CY',
    },
    sameAs: site.social.map((s) => s.href),
  };
}

/** The site with a sitelinks search box pointing at the product list's search parameter. */
export function webSiteLd(siteUrl: string): JsonLdData {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/', siteUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: absoluteUrl('/products?search={search_term_string}', siteUrl),
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

// Inside <script>, the HTML parser ends the element at the first `</script`, whatever JSON thinks;
// `<!--` can also change how the rest is parsed. Escaping `<`, `>` and `&` as JSON unicode escapes
// keeps the value identical for a JSON parser. U+2028/2029 are valid in JSON but not in older JS.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for a `<script type="application/ld+json">` body that no data value can break out of. */
export function serializeJsonLd(data: JsonLdData | readonly JsonLdData[]): string {
  return JSON.stringify(data).replace(UNSAFE, (ch) => ESCAPES[ch]);
}
