import { describe, expect, it } from 'vitest';
import { memoryFavouritesCache } from '@/server/favourites/cache';

describe('memoryFavouritesCache', () => {
  it('keeps an empty list as an entry, separately per user', async () => {
    const cache = memoryFavouritesCache();
    expect(await cache.get(1)).toBeUndefined();
    await cache.set(1, []);
    await cache.set(2, [7, 8]);
    expect(await cache.get(1)).toEqual([]);
    expect(await cache.get(2)).toEqual([7, 8]);
    await cache.delete(2);
    expect(await cache.get(2)).toBeUndefined();
    expect(await cache.get(1)).toEqual([]);
  });

  it('is bounded: the least recently used list goes first', async () => {
    const cache = memoryFavouritesCache({ max: 2 });
    await cache.set(1, [1]);
    await cache.set(2, [2]);
    await cache.get(1);
    await cache.set(3, [3]);
    expect(await cache.get(2)).toBeUndefined();
    expect(await cache.get(1)).toEqual([1]);
    expect(await cache.get(3)).toEqual([3]);
  });

  it('hands out copies, so a caller cannot change the stored list', async () => {
    const cache = memoryFavouritesCache();
    const ids = [1, 2];
    await cache.set(5, ids);
    ids.push(3);
    (await cache.get(5))!.push(4);
    expect(await cache.get(5)).toEqual([1, 2]);
  });

  it('forgets a list after its lifetime', async () => {
    const cache = memoryFavouritesCache({ ttlMs: 20 });
    await cache.set(1, []);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get(1)).toBeUndefined();
  });
});
