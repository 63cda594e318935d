import { describe, expect, it } from 'vitest';
import { LruMap } from '@/server/catalogue/lru-map';

describe('LruMap', () => {
  it('never holds more than its cap, dropping the least recently used', () => {
    const map = new LruMap<number, string>(3);
    for (let i = 0; i < 100; i++) {
      map.set(i, `v${i}`);
      expect(map.size).toBeLessThanOrEqual(3);
    }
    expect([...map.keys()]).toEqual([97, 98, 99]);
  });

  it('counts a get as a use, and peek, has and iteration not', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.peek('a')).toBe(1);
    expect(map.has('a')).toBe(true);
    map.set('d', 4);
    expect([...map.keys()]).toEqual(['c', 'd']);
  });

  it('replacing a key neither grows the map nor evicts another', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['a', 3],
    ]);
    expect(map.get('missing')).toBeUndefined();
  });
});
