import { describe, it, expect } from 'vitest';
import {
  PRODUCTS_PER_PAGE,
  nextDisabled,
  paginate,
  paginationModel,
  previousDisabled,
} from '@/lib/listing/paginate';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paginate: 8 products per page (spec section 9)', () => {
  it('uses 8 per page', () => {
    expect(PRODUCTS_PER_PAGE).toBe(8);
    const result = paginate(range(20), 1);
    expect(result).toEqual({ items: range(8), page: 1, pageCount: 3, total: 20 });
  });

  it('gives the requested page', () => {
    expect(paginate(range(20), 2).items).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(paginate(range(20), 3).items).toEqual([17, 18, 19, 20]);
    expect(paginate(range(16), 2)).toMatchObject({ pageCount: 2, items: range(16).slice(8) });
  });

  it('clamps a page past the end to the last page, and below 1 to 1', () => {
    expect(paginate(range(20), 9)).toMatchObject({ page: 3, items: [17, 18, 19, 20] });
    expect(paginate(range(20), 0)).toMatchObject({ page: 1 });
    expect(paginate(range(20), Number.NaN)).toMatchObject({ page: 1 });
  });

  it('treats an empty list as one empty page', () => {
    expect(paginate([], 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('accepts another page size', () => {
    expect(paginate(range(20), 2, 5)).toMatchObject({ items: [6, 7, 8, 9, 10], pageCount: 4 });
  });
});

describe('paginationModel: all pages up to 7, else first, last, current ± 1 and ellipses', () => {
  it.each(range(7))('shows every page when there are %i', (count) => {
    for (const current of range(count)) expect(paginationModel(current, count)).toEqual(range(count));
  });

  it.each([
    [1, [1, 2, 'ellipsis', 10]],
    [2, [1, 2, 3, 'ellipsis', 10]],
    [3, [1, 2, 3, 4, 'ellipsis', 10]],
    [4, [1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]],
    [5, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [7, [1, 'ellipsis', 6, 7, 8, 'ellipsis', 10]],
    [8, [1, 'ellipsis', 7, 8, 9, 10]],
    [9, [1, 'ellipsis', 8, 9, 10]],
    [10, [1, 'ellipsis', 9, 10]],
  ])('10 pages, current %i', (current, model) => {
    expect(paginationModel(current, 10)).toEqual(model);
  });

  it('handles 8 pages from start to end', () => {
    expect(paginationModel(1, 8)).toEqual([1, 2, 'ellipsis', 8]);
    expect(paginationModel(4, 8)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 8]);
    expect(paginationModel(8, 8)).toEqual([1, 'ellipsis', 7, 8]);
  });

  it('never repeats a number or puts an ellipsis between neighbours', () => {
    for (const count of [8, 9, 12, 50]) {
      for (const current of range(count)) {
        const model = paginationModel(current, count);
        const numbers = model.filter((m): m is number => m !== 'ellipsis');
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers).toContain(current);
        model.forEach((m, i) => {
          if (m !== 'ellipsis') return;
          const [before, after] = [model[i - 1] as number, model[i + 1] as number];
          expect(after - before).toBeGreaterThan(1);
        });
        numbers.slice(1).forEach((n, i) => {
          if (n - numbers[i] > 1) expect(model[model.indexOf(n) - 1]).toBe('ellipsis');
        });
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationModel(99, 10)).toEqual(paginationModel(10, 10));
    expect(paginationModel(0, 10)).toEqual(paginationModel(1, 10));
  });

  it('gives nothing for no pages', () => {
    expect(paginationModel(1, 0)).toEqual([]);
  });
});

describe('outlet Previous / Next', () => {
  it('disables Previous on page 1 and Next on the last page', () => {
    expect(previousDisabled(1)).toBe(true);
    expect(previousDisabled(2)).toBe(false);
    expect(nextDisabled(3, 3)).toBe(true);
    expect(nextDisabled(2, 3)).toBe(false);
    expect(nextDisabled(1, 1)).toBe(true);
  });
});
