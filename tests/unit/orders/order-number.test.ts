import { describe, expect, it } from 'vitest';
import { matchesOrderNumber, orderNumber, readOrderNumber } from '@/lib/orders/order-number';
import { orderNumberFor } from '@/server/orders/payment-urls';

const ID = 'cd6ba0b7-ec6a-4f00-9c1e-7b4d4e2a9c1e';

describe('one order, one number (decision 0070)', () => {
  it("is the shop's, fixed by the order id before the gateway or the ERP answer", () => {
    expect(orderNumber(ID)).toBe('RUCK-CD6BA0B7EC6A');
    // The gateway's per-attempt number is the same number with the attempt.
    expect(orderNumberFor(ID, 1)).toBe('RUCK-CD6BA0B7EC6A_1');
    expect(orderNumberFor(ID, 2).startsWith(orderNumber(ID))).toBe(true);
  });

  it('is found however a shopper quotes it: case, spaces, #, without RUCK-, with the card page suffix', () => {
    const shown = orderNumber(ID);
    for (const typed of [
      'RUCK-CD6BA0B7EC6A',
      'ruck-cd6ba0b7ec6a',
      ' #RUCK-CD6B A0B7 EC6A ',
      'CD6BA0B7EC6A',
      'RUCK-CD6BA0B7EC6A_1',
    ])
      expect(matchesOrderNumber(typed, shown)).toBe(true);
    expect(matchesOrderNumber('RUCK-CD6BA0B7EC6B', shown)).toBe(false);
    expect(matchesOrderNumber('', shown)).toBe(false);
    expect(matchesOrderNumber('CD6BA0', shown)).toBe(false);
  });

  it('finds an older order by the only number it has, and refuses what cannot be a number', () => {
    expect(matchesOrderNumber('w0050001', 'W0050001')).toBe(true);
    expect(readOrderNumber("'; DROP TABLE orders")).toBe('');
  });
});
