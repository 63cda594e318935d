import { describe, it, expect } from 'vitest';
import { erpDateToIso } from '@/server/erp/transforms/date';

describe('dates: the ERP writes dd/mm/yyyy, the domain ISO yyyy-mm-dd', () => {
  it('converts day-first dates', () => {
    expect(erpDateToIso('12/03/2025')).toBe('2025-03-12');
    expect(erpDateToIso('1/3/2025')).toBe('2025-03-01');
    expect(erpDateToIso(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it('gives null for impossible, malformed or missing dates', () => {
    for (const value of [
      '31/02/2025',
      '29/02/2025',
      '00/01/2025',
      '12/13/2025',
      '2025-03-12',
      '12/03/25',
      'x',
      '',
      null,
      undefined,
    ]) {
      expect(erpDateToIso(value)).toBeNull();
    }
  });
});
