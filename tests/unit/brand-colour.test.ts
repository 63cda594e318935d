import { describe, it, expect } from 'vitest';
import { parseSafetyContact, toBrand, toManufacturer } from '@/server/erp/transforms/brand';
import { buildColourIndex, resolveColours } from '@/server/erp/transforms/colour';

describe('brands', () => {
  it('shows the webname and keeps id and bookmark', () => {
    expect(
      toBrand({
        $$position: 3,
        $$record: 3,
        name: "LEVI'S",
        webname: "Levi's",
        type: 'brand',
        $type: 23,
        bookmark: 'levis',
      }),
    ).toEqual({ id: 3, name: "Levi's", bookmark: 'levis' });
  });

  it('falls back to the ERP name and an empty bookmark', () => {
    expect(toBrand({ $$position: 4, name: 'DIESEL', webname: ' ' })).toEqual({
      id: 4,
      name: 'DIESEL',
      bookmark: '',
    });
  });
});

describe('brand manufacturers', () => {
  it('reads the maker, its postal lines, email and country', () => {
    expect(
      toManufacturer({
        $$position: 1,
        name: 'NORTHBAY',
        manufacturer: ' Northbay S.L. ',
        '*address': 'Calle Mayor 8\n28013 Madrid\nSpain',
        email: 'safety@northbay.example',
        country: 'es',
      }),
    ).toEqual({
      name: 'Northbay S.L.',
      address: ['Calle Mayor 8', '28013 Madrid', 'Spain'],
      email: 'safety@northbay.example',
      country: 'ES',
      euResponsible: null,
    });
    expect(toManufacturer({ $$position: 2, name: 'VELA', manufacturer: ' ' })).toBeNull();
  });

  it("splits an EU responsible person's memo into name, address and email", () => {
    expect(
      parseSafetyContact('Ruck Fashion Ltd\n28 Anexartisias Street\ncompliance@ruck.example\n3036 Limassol'),
    ).toEqual({
      name: 'Ruck Fashion Ltd',
      address: ['28 Anexartisias Street', '3036 Limassol'],
      email: 'compliance@ruck.example',
    });
    expect(parseSafetyContact('\n')).toBeNull();
  });
});

describe('product colours resolved against the colour file', () => {
  const index = buildColourIndex([
    { $$position: 2, code: 'BLK', name: 'BLACK', webname: 'Black', hex: '#1f1f1f' },
    { $$position: 3, code: 'IND', name: 'INDIGO', webname: null, hex: '' },
  ]);

  it('gives code, hex and display label (the webname, else the name in title case), matching names in any case, without repeats', () => {
    expect(resolveColours(['BLACK', ' indigo ', 'Black'], index)).toEqual([
      { id: 2, code: 'BLK', name: 'BLACK', label: 'Black', hex: '#1f1f1f' },
      { id: 3, code: 'IND', name: 'INDIGO', label: 'Indigo', hex: null },
    ]);
  });

  it('keeps a colour the file does not know, without code or swatch, and drops blanks', () => {
    expect(resolveColours(['TEAL', ' '], index)).toEqual([
      { id: null, code: '', name: 'TEAL', label: 'Teal', hex: null },
    ]);
  });
});
