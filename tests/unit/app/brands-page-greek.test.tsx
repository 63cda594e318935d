import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTestLocale } from '@/tests/stubs/next-intl-server';
import { categorySections } from '@/components/listing/category-sections';
import { categoryName } from '@/lib/i18n/catalogue-names';
import { q } from '@/tests/unit/components/listing/helpers';

vi.mock('@/server/catalogue/reads', () => ({
  getBrands: async () => ({
    ok: true,
    data: [
      { id: 2, name: 'Solène' },
      { id: 1, name: 'Aegean' },
      { id: 3, name: 'Oak & Thread' },
    ],
  }),
}));

afterEach(() => setTestLocale('en'));

describe('the brands page in Greek', () => {
  it('has a Greek heading and trail, and its brands A to Z', async () => {
    setTestLocale('el');
    const { default: BrandsPage } = await import('@/app/brands/page');
    render(await BrandsPage());
    expect(screen.getByRole('heading', { level: 1, name: 'ΜΑΡΚΕΣ' })).toBeTruthy();
    expect(screen.getByText('Αρχική')).toBeTruthy();
    expect(screen.queryByText('BRANDS')).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toContain('Oak & Thread');
    const names = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .slice(-3);
    expect(names).toEqual(['Aegean', 'Oak & Thread', 'Solène']);
  });

  it('keeps the English page as it was', async () => {
    const { default: BrandsPage } = await import('@/app/brands/page');
    render(await BrandsPage());
    expect(screen.getByRole('heading', { level: 1, name: 'BRANDS' })).toBeTruthy();
  });
});

describe('the category filter lists in Greek', () => {
  it('names the headings and options in Greek and keeps the English values', () => {
    const facets = [{ value: 'T-Shirts', label: 'Μπλουζάκια', count: 3, selected: false, disabled: false }];
    const sections = categorySections(
      facets,
      [{ heading: "Men's Apparel", options: ['T-Shirts'] }],
      q(),
      (label) => categoryName(label, 'el'),
    );
    expect(sections[0].heading).toBe('Ανδρικά ρούχα');
    expect(sections[0].options[0]).toMatchObject({ value: 'T-Shirts', label: 'Μπλουζάκια' });
  });
});
