import { describe, expect, it } from 'vitest';
import {
  parseViewed,
  recordViewed,
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_SHOWN,
  shownViewed,
} from '@/lib/recently-viewed';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('recordViewed', () => {
  it('puts the viewed product first', () => {
    expect(recordViewed([], 5)).toEqual([5]);
    expect(recordViewed([3, 2], 5)).toEqual([5, 3, 2]);
  });

  it('keeps a product once: viewing it again moves it to the front', () => {
    expect(recordViewed([3, 5, 2], 5)).toEqual([5, 3, 2]);
    expect(recordViewed([5, 3], 5)).toEqual([5, 3]);
  });

  it(`keeps the ${RECENTLY_VIEWED_MAX} most recent: the oldest goes`, () => {
    const full = range(1, RECENTLY_VIEWED_MAX);
    const next = recordViewed(full, 100);
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe(100);
    expect(next).not.toContain(RECENTLY_VIEWED_MAX);
  });
});

describe('parseViewed', () => {
  it('reads a stored list', () => {
    expect(parseViewed('[7,3,9]')).toEqual([7, 3, 9]);
  });

  it('is empty for nothing stored, broken JSON or anything but a list', () => {
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed('[7,')).toEqual([]);
    expect(parseViewed('{"7":1}')).toEqual([]);
    expect(parseViewed('7')).toEqual([]);
  });

  it('drops what is not a product id, duplicates and what is past the cap', () => {
    expect(parseViewed('[7,"8",-1,0,2.5,null,7,9]')).toEqual([7, 9]);
    expect(parseViewed(JSON.stringify(range(1, 20)))).toEqual(range(1, RECENTLY_VIEWED_MAX));
  });
});

describe('shownViewed', () => {
  it(`shows the ${RECENTLY_VIEWED_SHOWN} most recent, never what the page shows already`, () => {
    expect(shownViewed([5, 4, 3, 2, 1], [4])).toEqual([5, 3, 2, 1].slice(0, RECENTLY_VIEWED_SHOWN));
    expect(shownViewed([9, 8], [9])).toEqual([8]);
    expect(shownViewed([9, 8, 7, 6], [9, 7])).toEqual([8, 6]);
    expect(shownViewed(range(1, 8), [])).toEqual(range(1, RECENTLY_VIEWED_SHOWN));
  });
});
