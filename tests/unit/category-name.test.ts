import { describe, it, expect } from 'vitest';
import {
  categoryDisplayName,
  genderOfName,
  isHiddenWebname,
  mainCategoryLabel,
  stripCategoryName,
} from '@/server/erp/transforms/category-name';

describe('category names strip the gender tokens UOMMO, UOMO, DONNA and ACC (spec: category landing)', () => {
  it('removes the tokens as whole words and collapses spaces', () => {
    expect(stripCategoryName('JEANS UOMO')).toBe('JEANS');
    expect(stripCategoryName('Slim  UOMO')).toBe('Slim');
    expect(stripCategoryName('DRESSES DONNA')).toBe('DRESSES');
    expect(stripCategoryName('ACC UOMMO BELTS')).toBe('BELTS');
    expect(stripCategoryName('UOMO')).toBe('');
  });

  it('leaves words that only contain a token', () => {
    expect(stripCategoryName('ACCESSORIES')).toBe('ACCESSORIES');
    expect(stripCategoryName('MADONNA PRINTS')).toBe('MADONNA PRINTS');
  });
});

describe("category names drop a trailing 'girls' or 'boys' (spec data rule)", () => {
  it('drops the kids suffix', () => {
    expect(stripCategoryName('T-SHIRTS girls')).toBe('T-SHIRTS');
    expect(stripCategoryName('SHORTS boys')).toBe('SHORTS');
  });

  it('keeps girls/boys elsewhere in the name', () => {
    expect(stripCategoryName('girls DRESSES')).toBe('girls DRESSES');
  });
});

describe("main category labels (spec: ACC → 'ACCESSORIES'; only UOMMO, UOMO or DONNA → 'CLOTHING')", () => {
  it.each([
    ['ACC UOMO', 'ACCESSORIES'],
    ['ACC DONNA', 'ACCESSORIES'],
    ['UOMO', 'CLOTHING'],
    ['DONNA', 'CLOTHING'],
    ['UOMMO', 'CLOTHING'],
    [' UOMO ', 'CLOTHING'],
    ['JUNIOR UOMO', 'JUNIOR'],
    ['JUNIOR DONNA', 'JUNIOR'],
    ['brand', 'brand'],
  ])('%s → %s', (name, label) => {
    expect(mainCategoryLabel(name)).toBe(label);
  });
});

describe('gender from names (spec: names ending UOMO are men and DONNA are women)', () => {
  it('reads the spec endings', () => {
    expect(genderOfName('UOMO')).toBe('men');
    expect(genderOfName('ACC UOMO')).toBe('men');
    expect(genderOfName('DONNA')).toBe('women');
    expect(genderOfName('JUNIOR DONNA')).toBe('women');
  });

  it('reads the misspelling UOMMO as men, and boys/girls as men/women', () => {
    expect(genderOfName('UOMMO')).toBe('men');
    expect(genderOfName('T-SHIRTS boys')).toBe('men');
    expect(genderOfName('T-SHIRTS girls')).toBe('women');
  });

  it('has no gender when the marker is not at the end, or for empty names', () => {
    expect(genderOfName('UOMO JEANS')).toBeNull();
    expect(genderOfName('brand')).toBeNull();
    expect(genderOfName('')).toBeNull();
    expect(genderOfName(null)).toBeNull();
  });
});

describe("display names prefer the webname unless it is 'hide'", () => {
  it('uses the webname when present', () => {
    expect(categoryDisplayName({ name: 'JEANS UOMO', webname: 'Jeans' })).toBe('Jeans');
  });

  it("falls back to the stripped name for a missing, blank or 'hide' webname", () => {
    expect(categoryDisplayName({ name: 'JEANS UOMO', webname: null })).toBe('JEANS');
    expect(categoryDisplayName({ name: 'T-SHIRTS girls', webname: '  ' })).toBe('T-SHIRTS');
    expect(categoryDisplayName({ name: 'Slim UOMO', webname: 'hide' })).toBe('Slim');
    expect(categoryDisplayName({ name: 'DONNA' })).toBe('DONNA');
  });

  it("recognises 'hide' in any case", () => {
    expect(isHiddenWebname('hide')).toBe(true);
    expect(isHiddenWebname(' HIDE ')).toBe(true);
    expect(isHiddenWebname('Hidden')).toBe(false);
    expect(isHiddenWebname(null)).toBe(false);
  });
});
