import { describe, expect, it } from 'vitest';
import { idSetParam, MAX_PRODUCT_IDS, parseProductIds, PRODUCT_IDS_ERRORS } from '@/lib/product-ids';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('parseProductIds', () => {
  it('reads comma-separated ids in their order, each once', () => {
    expect(parseProductIds('5001')).toEqual({ ok: true, data: [5001] });
    expect(parseProductIds('5003,5001,5003')).toEqual({ ok: true, data: [5003, 5001] });
  });

  it('asks for ids when there are none', () => {
    expect(parseProductIds(null)).toEqual({ ok: false, error: PRODUCT_IDS_ERRORS.missing });
    expect(parseProductIds('')).toEqual({ ok: false, error: PRODUCT_IDS_ERRORS.missing });
  });

  it('refuses anything but whole numbers above 0', () => {
    for (const bad of ['abc', '1,,2', '1,', '0', '-3', '1.5', '1e3', ' 1', '0x10', '01', '1234567890123456'])
      expect(parseProductIds(bad), bad).toEqual({ ok: false, error: PRODUCT_IDS_ERRORS.invalid });
  });

  it(`refuses more than ${MAX_PRODUCT_IDS} ids`, () => {
    expect(parseProductIds(range(1, MAX_PRODUCT_IDS).join(',')).ok).toBe(true);
    expect(parseProductIds(range(1, MAX_PRODUCT_IDS + 1).join(','))).toEqual({
      ok: false,
      error: PRODUCT_IDS_ERRORS.tooMany,
    });
  });
});

describe('idSetParam', () => {
  it('names each product once, sorted, so carts of the same products ask the same question', () => {
    expect(idSetParam([5003, 5001, 5003])).toBe('5001,5003');
  });

  it(`names at most ${MAX_PRODUCT_IDS}, which parseProductIds reads back`, () => {
    const param = idSetParam(range(1, 40).reverse());
    expect(param.split(',')).toHaveLength(MAX_PRODUCT_IDS);
    expect(parseProductIds(param).ok).toBe(true);
  });
});
