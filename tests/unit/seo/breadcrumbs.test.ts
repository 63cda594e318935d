import { describe, expect, it } from 'vitest';
import { productBreadcrumb } from '@/lib/seo/breadcrumbs';
import { breadcrumbListLd } from '@/lib/seo/json-ld';

const product = { name: 'Slim Jeans', gender: 'men' as const, category: { id: 12, name: 'Jeans' } };

describe('product breadcrumb', () => {
  it('links the category when the category tree lists it', () => {
    expect(productBreadcrumb(product, () => true)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Men', href: '/men' },
      { label: 'Jeans', href: '/men/12' },
      { label: 'Slim Jeans', untranslated: true },
    ]);
  });

  it('leaves out a hidden category instead of linking a 404', () => {
    const trail = productBreadcrumb(product, (id) => id !== 12);
    expect(trail.map((c) => c.label)).toEqual(['Home', 'Men', 'Slim Jeans']);
  });

  it('gives every crumb but the last an href and a BreadcrumbList item', () => {
    for (const trail of [
      productBreadcrumb(product, () => false),
      productBreadcrumb({ ...product, gender: null }, () => true),
    ]) {
      expect(trail.slice(0, -1).every((c) => c.href)).toBe(true);
      const ld = breadcrumbListLd(trail, 'https://ruck.example') as unknown as {
        itemListElement: { item?: string }[];
      };
      expect(ld.itemListElement.slice(0, -1).every((e) => e.item?.startsWith('https://ruck.example/'))).toBe(
        true,
      );
    }
  });
});
