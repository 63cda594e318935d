import { describe, expect, it } from 'vitest';
import { genderTitle } from '@/lib/gender-labels';
import { inGenderListing } from '@/lib/listing/gender-scope';

describe('genderTitle', () => {
  it("prefixes the gender's possessive to a plain category name", () => {
    expect(genderTitle('men', 'T-Shirts')).toBe("MEN'S T-SHIRTS");
    expect(genderTitle('women', 'Wide Leg')).toBe("WOMEN'S WIDE LEG");
  });

  it('keeps a name that already says whose it is, so no title reads "MEN\'S BOYS\' T-SHIRTS"', () => {
    expect(genderTitle('men', "Boys' T-Shirts")).toBe("BOYS' T-SHIRTS");
    expect(genderTitle('women', "Girls' Dresses")).toBe("GIRLS' DRESSES");
    expect(genderTitle('men', 'Kids’ Shorts')).toBe('KIDS’ SHORTS');
    expect(genderTitle('women', "Women's Basics")).toBe("WOMEN'S BASICS");
  });

  it("still prefixes a brand's possessive, which is not a wearer", () => {
    expect(genderTitle('men', "Levi's Jeans")).toBe("MEN'S LEVI'S JEANS");
  });
});

describe('inGenderListing', () => {
  const man = { gender: 'men' as const, kids: false };
  const boy = { gender: 'men' as const, kids: true };
  it("shows a gender's adult items, and kids' items only in a listing cut to their category", () => {
    expect(inGenderListing(man, 'men', false)).toBe(true);
    expect(inGenderListing(boy, 'men', false)).toBe(false);
    expect(inGenderListing(boy, 'men', true)).toBe(true);
    expect(inGenderListing(man, 'women', false)).toBe(false);
    expect(inGenderListing({ gender: null, kids: false }, 'men', true)).toBe(false);
  });
});
