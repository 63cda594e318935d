import { describe, expect, it } from 'vitest';
import { erpWordsFor, toErpVariantWords } from '@/server/erp/transforms/variant-words';

describe("the ERP's own words for a variant (order lines)", () => {
  it('keeps the sizes and colours as the stock answer spells them, behind the shop’s labels', () => {
    const words = toErpVariantWords({
      'Lilac;Small': 3,
      'LILAC;Medium': 0,
      'Navy;2-3Y': 1,
      'NAVY;5 YEAR': 2,
    });
    expect(erpWordsFor(words, 'LILAC', 'S')).toEqual({ colour: 'Lilac', size: 'Small' });
    expect(erpWordsFor(words, 'lilac', 'M')).toEqual({ colour: 'Lilac', size: 'Medium' });
    expect(erpWordsFor(words, 'NAVY', '2-3')).toEqual({ colour: 'Navy', size: '2-3Y' });
    expect(erpWordsFor(words, 'NAVY', '5')).toEqual({ colour: 'Navy', size: '5 YEAR' });
  });

  it('reads the list form too, and an item without variants', () => {
    const words = toErpVariantWords([{ colour: 'BLACK', size: 'Extra Large', total_qty: 2 }]);
    expect(erpWordsFor(words, 'BLACK', 'XL')).toEqual({ colour: 'BLACK', size: 'Extra Large' });
    expect(erpWordsFor(toErpVariantWords({ ';': 7 }), '', '')).toEqual({ colour: '', size: '' });
  });

  it('falls back to the shop’s words where the answer names no such variant', () => {
    expect(erpWordsFor(null, 'BLACK', 'M')).toEqual({ colour: 'BLACK', size: 'M' });
    expect(erpWordsFor(toErpVariantWords({ 'RED;S': 1 }), 'BLACK', 'M')).toEqual({
      colour: 'BLACK',
      size: 'M',
    });
  });
});
