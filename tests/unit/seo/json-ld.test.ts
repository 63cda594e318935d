import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  breadcrumbListLd,
  itemListLd,
  organizationLd,
  serializeJsonLd,
  webSiteLd,
} from '@/lib/seo/json-ld';

const SITE = 'https://ruck.example';

describe('JSON-LD builders', () => {
  it('makes paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('/men', SITE)).toBe('https://ruck.example/men');
    expect(absoluteUrl('men', `${SITE}/`)).toBe('https://ruck.example/men');
    expect(absoluteUrl('https://other.example/x', SITE)).toBe('https://other.example/x');
  });

  it('numbers breadcrumbs from 1 with absolute items; the current page may have no item', () => {
    const ld = breadcrumbListLd(
      [{ label: 'Home', href: '/' }, { label: 'Men', href: '/men' }, { label: 'Jeans' }],
      SITE,
    );
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://ruck.example/' },
      { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://ruck.example/men' },
      { '@type': 'ListItem', position: 3, name: 'Jeans' },
    ]);
  });

  it('lists products with positions and absolute product links, continuing across pages', () => {
    const products = [
      { id: 7, name: 'Tee', gender: 'men' as const, category: { id: 3, name: 'T-Shirts' } },
      { id: 9, name: 'Cap', gender: null, category: null },
    ];
    expect(itemListLd(products, SITE).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://ruck.example/men/3/product/7', name: 'Tee' },
      { '@type': 'ListItem', position: 2, url: 'https://ruck.example/product/9', name: 'Cap' },
    ]);
    const page2 = itemListLd(products, SITE, 8).itemListElement as { position: number }[];
    expect(page2.map((i) => i.position)).toEqual([9, 10]);
  });

  it('describes the organisation with absolute url and logo, contact point, Limassol address and socials', () => {
    const ld = organizationLd(SITE);
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'RUCK',
      legalName: 'Ruck Fashion Ltd',
      url: 'https://ruck.example/',
      logo: 'https://ruck.example/apple-touch-icon.png',
      contactPoint: { '@type': 'ContactPoint', telephone: '+357 25 000 000', email: 'support@ruck.example' },
      address: { '@type': 'PostalAddress', addressLocality: 'Limassol', addressCountry: 'CY' },
    });
    expect(ld.sameAs).toEqual(expect.arrayContaining(['https://www.instagram.com/ruck.cyprus/']));
    expect((ld.sameAs as string[]).every((u) => u.startsWith('https://'))).toBe(true);
  });

  it('gives the site a search action on the product list', () => {
    const ld = webSiteLd(SITE);
    expect(ld).toMatchObject({
      '@type': 'WebSite',
      url: 'https://ruck.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://ruck.example/products?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('serializeJsonLd', () => {
  const hostile = breadcrumbListLd(
    [{ label: '</script><script>alert(1)</script> & <!-- \u2028\u2029' }],
    SITE,
  );

  it('leaves no character that could end the script element or start a comment', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('parses back to exactly the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    const both = [hostile, webSiteLd(SITE)];
    expect(JSON.parse(serializeJsonLd(both))).toEqual(both);
  });
});
