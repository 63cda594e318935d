import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/sandbox/erp/content.mjs';
import { barcodeFor, makerFields, warningsFor } from '@/sandbox/erp/makers.mjs';

describe('sandbox makers and warnings', () => {
  it('gives every brand a maker with address, email and country; non-EU ones an EU responsible person', () => {
    BRANDS.forEach(([, webname], i) => {
      const fields = makerFields(i + 1, webname);
      expect(fields.manufacturer).toContain(webname);
      expect(fields['*address'].split('\n').length).toBeGreaterThanOrEqual(3);
      expect(fields.email).toMatch(/^safety@[a-z]+\.example$/);
      expect(fields['*eu_responsible'] !== null).toBe(['US', 'GB'].includes(fields.country));
    });
    // Little Rover, a kids' brand, is made in the UK: the e2e's non-EU kids' maker.
    expect(makerFields(22, 'Little Rover').country).toBe('GB');
  });

  it('warns of cords on kids hoodies and shorts, small parts on party dresses, nothing for adults', () => {
    expect(warningsFor(true, 'hoodie', "Boys' Grey Hoodie")).toMatch(/cords/);
    expect(warningsFor(true, 'dress', "Girls' Pink Party Dress")).toMatch(/small parts/);
    expect(warningsFor(true, 'tshirt', "Boys' Tee")).toBeNull();
    expect(warningsFor(false, 'hoodie', 'Grey Hoodie')).toBeNull();
  });

  it('makes valid EAN-13 barcodes', () => {
    expect(barcodeFor(5001)).toBe('5200000050011');
    const digits = [...barcodeFor(6234)].map(Number);
    expect(digits.reduce((s, d, i) => s + d * (i % 2 ? 3 : 1), 0) % 10).toBe(0);
  });
});
