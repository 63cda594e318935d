import { describe, expect, it } from 'vitest';
import { colourLabel, titleCase } from '@/lib/display/variant';
import { lineVariant } from '@/lib/orders/line-variant';

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
    expect(lineVariant({ colour: 'LILAC', size: 'Small' }, 'en')).toBe('Colour: Lilac · Size: S');
    expect(lineVariant({ colour: 'PINK', size: '0-0Y' }, 'en')).toBe('Colour: Pink · Size: 0');
    expect(lineVariant({ colour: 'Black', size: 'M' }, 'en')).toBe('Colour: Black · Size: M');
    expect(lineVariant({ colour: '', size: '5 YEAR' }, 'en')).toBe('Size: 5');
    expect(lineVariant({ colour: '', size: '' }, 'en')).toBe('');
  });

  it('names the colour and a worded size in Greek as the bag does; an unknown colour stays', () => {
    expect(lineVariant({ colour: 'LIGHT BLUE', size: 'Small' }, 'el')).toBe('Χρώμα: Γαλάζιο · Μέγεθος: S');
    expect(lineVariant({ colour: 'NAVY/WHITE', size: 'ONE SIZE' }, 'el')).toBe(
      'Χρώμα: Navy/White · Μέγεθος: Ένα μέγεθος',
    );
  });
});
