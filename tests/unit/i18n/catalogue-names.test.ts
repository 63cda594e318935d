import { describe, expect, it } from 'vitest';
import { COLORS, DENIM_COLORS } from '@/sandbox/erp/content.mjs';
import { TYPES, titleCase } from '@/sandbox/erp/taxonomy.mjs';
import { shippingAndReturnsText } from '@/lib/content/policy-texts';
import { categoryName, fibreCompositionIn, hasGreekName, priceBandName } from '@/lib/i18n/catalogue-names';
import { colourName, sizeName } from '@/lib/i18n/variant-names';
import { greekUpper } from '@/lib/i18n/name-lookup';
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

describe('fibre compositions in Greek', () => {
  it('names the known fibres and parts in Greek and keeps the shares and unknown names', () => {
    expect(fibreCompositionIn('98% Cotton, 2% Elastane.', 'el')).toBe('98% Βαμβάκι, 2% Ελαστάνη.');
    expect(fibreCompositionIn('Outer: 100% Polyurethane. Lining: 100% Cotton.', 'el')).toBe(
      'Εξωτερικό: 100% Πολυουρεθάνη. Φόδρα: 100% Βαμβάκι.',
    );
    expect(fibreCompositionIn('100% Merino wool.', 'el')).toBe('100% Μαλλί μερινό.');
    expect(fibreCompositionIn('60% Tencel, 40% Cotton.', 'el')).toBe('60% Tencel, 40% Βαμβάκι.');
    expect(fibreCompositionIn('98% Cotton, 2% Elastane.', 'en')).toBe('98% Cotton, 2% Elastane.');
  });
});

describe("the product page's shipping and returns text", () => {
  it('is the policy in Greek, with Greek amounts and no English left', () => {
    const greek = shippingAndReturnsText('el');
    expect(greek.split('\n')).toHaveLength(4);
    expect(greek).toContain('Τυπική αποστολή στην Κύπρο: 3,00\u00a0€, παράδοση σε 1-2 εργάσιμες ημέρες');
    expect(greek).toContain('Οι τιμές περιλαμβάνουν ΦΠΑ.');
    expect(greek.replace(/online|Outlet/g, '')).not.toMatch(/[A-Za-z]{3}/);
    expect(shippingAndReturnsText('en').split('\n')[0]).toBe(
      'Standard shipping in Cyprus: €3.00, delivered in 1-2 business days; free on orders of €50.00 or more.',
    );
  });
});

describe("a hidden subcategory's items ('Other <category>', record 0079)", () => {
  it('are «Λοιπά» of the category in Greek, capitals kept; unknown and English names stay', () => {
    expect(categoryName('Other Tops & T-Shirts', 'el')).toBe('Λοιπά τοπ & μπλουζάκια');
    expect(categoryName('OTHER JEANS', 'el')).toBe('ΛΟΙΠΑ ΤΖΙΝ');
    expect(categoryName('Other Gizmos', 'el')).toBe('Other Gizmos');
    expect(categoryName('Other Jeans', 'en')).toBe('Other Jeans');
  });
});
