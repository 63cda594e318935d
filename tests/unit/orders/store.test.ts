import { describe, expect, it } from 'vitest';
import { openShopDb } from '@/server/store/db';
import { sqliteJobLease } from '@/server/orders/job-lease';

// The order store's own contract runs on both databases in tests/store/orders.test.ts.

describe('sqliteJobLease', () => {
  it('has one holder until it expires or is released', () => {
    let t = 0;
    const lease = sqliteJobLease(openShopDb(':memory:'), () => t);
    expect(lease.take('job', 'a', 100)).toBe(true);
    expect(lease.take('job', 'b', 100)).toBe(false);
    expect(lease.take('job', 'a', 100)).toBe(true);
    t = 101;
    expect(lease.take('job', 'b', 100)).toBe(true);
    lease.release('job', 'b');
    expect(lease.take('job', 'a', 100)).toBe(true);
  });
});
