import { describe, expect, it } from 'vitest';
import { COLORS, DENIM_COLORS } from '@/sandbox/erp/content.mjs';
import { TYPES, titleCase } from '@/sandbox/erp/taxonomy.mjs';
import {
  categoryName,
  colourName,
  greekUpper,
  hasGreekName,
  priceBandName,
  sizeName,
} from '@/lib/i18n/catalogue-names';
import { DEFAULT_SIZE } from '@/lib/cart/cart';

// Every name the sandbox ERP generates has a Greek display name (issue 31: one place for them).
const categoryNames = TYPES.flatMap((type) =>
  type.cats.flatMap((cat) => [cat.name, cat.web ?? titleCase(cat.name), ...cat.subs.map((s) => s.web)]),
);

describe('catalogue display names in Greek', () => {
  it('names every sandbox category, subcategory and main category in Greek', () => {
    const missing = [...categoryNames, 'CLOTHING', 'ACCESSORIES'].filter(
      (name) => !hasGreekName('category', name),
    );
    expect(missing).toEqual([]);
  });

  it('names every sandbox colour in Greek', () => {
    const names = [...COLORS.flatMap(([, name, web]) => [name, web]), ...DENIM_COLORS];
    expect(names.filter((name) => !hasGreekName('colour', name))).toEqual([]);
  });

  it('keeps the case the ERP writes: capitals without tonos, else as written', () => {
    expect(categoryName('JEANS', 'el')).toBe('ΤΖΙΝ');
    expect(categoryName('Jeans', 'el')).toBe('Τζιν');
    expect(categoryName('CLOTHING', 'el')).toBe('ΡΟΥΧΑ');
    expect(categoryName("Boys' Jeans", 'el')).toBe('Τζιν για αγόρια');
    expect(categoryName('Boys’ Jeans', 'el')).toBe('Τζιν για αγόρια');
    expect(colourName('Light Blue', 'el')).toBe('Γαλάζιο');
    expect(colourName('LIGHT BLUE', 'el')).toBe('ΓΑΛΑΖΙΟ');
    expect(greekUpper('Άνδρες')).toBe('ΑΝΔΡΕΣ');
  });

  it('passes English through and falls back to the ERP name when unknown', () => {
    expect(categoryName('JEANS', 'en')).toBe('JEANS');
    expect(colourName('Navy', 'en')).toBe('Navy');
    expect(categoryName('Linen Summer Edit', 'el')).toBe('Linen Summer Edit');
    expect(colourName('Mustard Yellow', 'el')).toBe('Mustard Yellow');
  });

  it('writes price bands the Greek way', () => {
    expect(priceBandName('Under €50', 'el')).toBe('Έως 50 €');
    expect(priceBandName('€50 - €100', 'el')).toBe('50 € - 100 €');
    expect(priceBandName('Over €200', 'el')).toBe('Πάνω από 200 €');
    expect(priceBandName('Over €200', 'en')).toBe('Over €200');
  });

  it('translates worded sizes only', () => {
    expect(sizeName(DEFAULT_SIZE, 'el')).toBe('Ένα μέγεθος');
    expect(sizeName('One size', 'el')).toBe('Ένα μέγεθος');
    expect(sizeName(DEFAULT_SIZE, 'en')).toBe(DEFAULT_SIZE);
    for (const size of ['S', 'M', 'XL', '2XL', '42', '2-3', 'S/M']) expect(sizeName(size, 'el')).toBe(size);
  });
});
