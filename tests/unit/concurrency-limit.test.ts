import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '@/lib/concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most max tasks at once, the rest in arrival order, and passes results and errors', async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      order.push(i);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (i === 3) throw new Error('three');
      return i * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => limited(task(i))));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      10,
      20,
      'three',
      40,
      50,
    ]);
    // Every slot is free again.
    expect(await Promise.all([limited(task(6)), limited(task(7))])).toEqual([60, 70]);
  });

  it('refuses a limit below one', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
  });
});
