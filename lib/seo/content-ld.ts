// schema.org data for the content pages: the FAQ page and the stores.
import type { Faq } from '@/lib/content/faqs';
import { absoluteUrl, type JsonLdData } from '@/lib/seo/json-ld';
import { site, storeMapHref, type Store } from '@/lib/site';

export function faqPageLd(items: readonly Faq[]): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function clothingStoreLd(store: Store, siteUrl: string): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    '@id': absoluteUrl(`/stores#${store.id}`, siteUrl),
    name: store.name,
    url: absoluteUrl(`/stores#${store.id}`, siteUrl),
    telephone: store.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.zipCode,
      addressCountry: 'CY',
    },
    hasMap: storeMapHref(store),
    openingHoursSpecification: store.hours.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days,
      opens: row.opens,
      closes: row.closes,
    })),
    parentOrganization: { '@type': 'Organization', name: site.name, url: absoluteUrl('/', siteUrl) },
  };
}
