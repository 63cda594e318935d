import { describe, it, expect } from 'vitest';
import { parseFlags } from '@/server/erp/transforms/flags';

describe("product flags from the item's secondary field ('Featured|BestSeller')", () => {
  it('sets the named flags only', () => {
    expect(parseFlags('Featured|BestSeller')).toEqual({
      featured: true,
      clearance: false,
      bestSeller: true,
      newArrival: false,
    });
  });

  it('reads every flag, in any case and with spaces', () => {
    expect(parseFlags(' clearance | NEWARRIVAL |Featured|bestseller')).toEqual({
      featured: true,
      clearance: true,
      bestSeller: true,
      newArrival: true,
    });
  });

  it('ignores unknown tokens and handles empty input', () => {
    const none = { featured: false, clearance: false, bestSeller: false, newArrival: false };
    expect(parseFlags('Sale|Best Seller')).toEqual(none);
    expect(parseFlags('')).toEqual(none);
    expect(parseFlags(null)).toEqual(none);
  });
});
