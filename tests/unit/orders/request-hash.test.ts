import { describe, expect, it } from 'vitest';
import { requestHash } from '@/server/orders/request-hash';
import { orderInput } from './fakes';

describe('requestHash', () => {
  it('is the same for the same request under any key and field order', () => {
    const input = orderInput();
    const reversed = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).reverse()) as T;
    const again = reversed({ ...orderInput(), details: reversed(input.details) });
    expect(Object.keys(again)[0]).not.toBe(Object.keys(input)[0]);
    expect(requestHash(again)).toBe(requestHash(input));
    expect(requestHash(input)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['lines', { lines: [{ id: 7, size: 'M', color: 'Black', quantity: 3 }] }],
    ['details', { details: { ...orderInput().details, address: '1 Other Street' } }],
    ['delivery', { delivery: { method: 'pickup' as const, pickupId: 9 } }],
    ['voucher', { voucher: 'TEN' }],
    ['confirmed total', { confirmedTotalCents: 3300 }],
  ])('differs when the %s differ', (_, change) => {
    const input = orderInput();
    expect(requestHash({ ...input, ...change })).not.toBe(requestHash(input));
  });
});
