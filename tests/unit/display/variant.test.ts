import { describe, expect, it } from 'vitest';
import { colourLabel, titleCase, variantText } from '@/lib/display/variant';

describe("a variant in the shop's words", () => {
  it.each([
    ['LILAC', 'Lilac'],
    ['LIGHT BLUE', 'Light Blue'],
    ['NAVY/WHITE', 'Navy/White'],
    ['OFF-WHITE', 'Off-White'],
    ["DUCK'S EGG", "Duck's Egg"],
    ['  BLACK ', 'Black'],
    ['ΜΑΥΡΟ', 'Μαυρο'],
  ])('the ERP colour %s reads %s', (erp, shown) => {
    expect(colourLabel(erp)).toBe(shown);
  });

  it('keeps a name already in mixed case (a webname) as it is', () => {
    expect(titleCase('McQueen Navy')).toBe('McQueen Navy');
    expect(titleCase('')).toBe('');
  });

  it("writes sizes with the spec's labels and leaves out what a line lacks", () => {
    expect(variantText({ colour: 'LILAC', size: 'Small' })).toBe('Colour: Lilac · Size: S');
    expect(variantText({ colour: 'PINK', size: '0-0Y' })).toBe('Colour: Pink · Size: 0');
    expect(variantText({ colour: 'Black', size: 'M' })).toBe('Colour: Black · Size: M');
    expect(variantText({ colour: '', size: '5 YEAR' })).toBe('Size: 5');
    expect(variantText({ colour: '', size: '' })).toBe('');
  });
});
