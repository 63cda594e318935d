import { describe, expect, it } from 'vitest';
import { canMove, erpRetryAt, statesBefore } from '@/lib/checkout/order-state';

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

  it('retries the ERP after 1 m, 5 m, 15 m, then hourly', () => {
    const minutes = [1, 2, 3, 4, 9].map((n) => erpRetryAt(n, 0) / 60_000);
    expect(minutes).toEqual([1, 5, 15, 60, 60]);
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
