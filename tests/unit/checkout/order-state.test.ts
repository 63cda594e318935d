import { describe, expect, it } from 'vitest';
import { canMove, erpRetryAt, MAX_ERP_ATTEMPTS, statesBefore } from '@/lib/checkout/order-state';

describe('order states', () => {
  it.each([
    ['pending', 'paid', true],
    ['pending', 'failed', true],
    ['pending', 'cancelled', true],
    ['pending', 'sent', false],
    ['paid', 'sent', true],
    ['paid', 'failed', false],
    ['paid', 'pending', false],
    ['sent', 'paid', false],
    ['failed', 'paid', false],
    ['cancelled', 'paid', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('retries the ERP after 1 m, 10 m, 1 h, 4 h and 18 h, then stops: six sends within a day', () => {
    const minutes = [1, 2, 3, 4, 5].map((n) => erpRetryAt(n, 0)! / 60_000);
    expect(minutes).toEqual([1, 10, 60, 240, 1080]);
    expect(MAX_ERP_ATTEMPTS).toBe(6);
    expect(erpRetryAt(6, 0)).toBeNull();
    expect(erpRetryAt(30, 0)).toBeNull();
    expect(minutes.reduce((a, b) => a + b, 0)).toBeLessThan(24 * 60);
  });
});

describe('statesBefore', () => {
  it('names where each state comes from', () => {
    expect(statesBefore('paid')).toEqual(['pending']);
    expect(statesBefore('sent')).toEqual(['paid']);
    expect(statesBefore('cancelled')).toEqual(['pending']);
    expect(statesBefore('pending')).toEqual([]);
  });
});
