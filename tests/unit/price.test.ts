import { describe, it, expect } from 'vitest';
import { parsePriceCents } from '@/server/erp/transforms/price';

describe('ERP price parsing (spec: string prices keep only digits and the dot; price may be a number, a string with a currency sign, or {$price})', () => {
  it('keeps a JSON number as it is, in cents without float drift', () => {
    expect(parsePriceCents(59.9)).toBe(5990);
    expect(parsePriceCents(19.99)).toBe(1999);
    expect(parsePriceCents(1.005)).toBe(101);
    expect(parsePriceCents(0.1 + 0.2)).toBe(30);
    expect(parsePriceCents(42)).toBe(4200);
  });

  it('reads the ERP comma-decimal string', () => {
    expect(parsePriceCents('59,90')).toBe(5990);
    expect(parsePriceCents('19,99')).toBe(1999);
    expect(parsePriceCents('0,00')).toBe(0);
    expect(parsePriceCents('59,9')).toBe(5990);
  });

  it('drops a euro sign or other currency symbol and spaces', () => {
    expect(parsePriceCents('€59,90')).toBe(5990);
    expect(parsePriceCents('€ 12.50')).toBe(1250);
    expect(parsePriceCents('EUR 7,5')).toBe(750);
  });

  it('reads a dot-decimal string as the spec rule does', () => {
    expect(parsePriceCents('24.90')).toBe(2490);
    expect(parsePriceCents('€12.5')).toBe(1250);
  });

  it('treats dots before a decimal comma, and commas before a decimal dot, as thousands', () => {
    expect(parsePriceCents('1.234,50')).toBe(123450);
    expect(parsePriceCents('1,234.50')).toBe(123450);
    expect(parsePriceCents('1.234.567')).toBe(123456700);
  });

  it('rounds a third decimal half up', () => {
    expect(parsePriceCents('10,005')).toBe(1001);
    expect(parsePriceCents('10,004')).toBe(1000);
    expect(parsePriceCents('0.999')).toBe(100);
  });

  it('unwraps the {"$price": …} object form', () => {
    expect(parsePriceCents({ $price: '59,90' })).toBe(5990);
    expect(parsePriceCents({ $price: 59.9 })).toBe(5990);
  });

  it('gives 0, never NaN, for empty, garbage, missing or negative input', () => {
    for (const value of [
      '',
      '   ',
      'abc',
      '.',
      ',',
      null,
      undefined,
      {},
      [],
      true,
      { price: 5 },
      NaN,
      Infinity,
      -5,
    ]) {
      expect(parsePriceCents(value)).toBe(0);
    }
  });

  it('drops a minus sign in a string, as the spec rule drops every character but digits and dot', () => {
    expect(parsePriceCents('-5,00')).toBe(500);
  });
});
