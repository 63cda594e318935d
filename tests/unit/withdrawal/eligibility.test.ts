import { describe, expect, it } from 'vitest';
import { checkWithdrawal, openLines } from '@/lib/withdrawal/eligibility';
import { WITHDRAWAL_TEXTS as T } from '@/lib/withdrawal/texts';

const createdAt = Date.parse('2026-11-10T10:00:00Z');
const order = (state: string) => ({
  state,
  createdAt,
  lines: [
    { id: 1, quantity: 2 },
    { id: 2, quantity: 1 },
  ],
});
const now = new Date('2026-11-20T10:00:00Z');

describe('openLines', () => {
  it('offers the lines not withdrawn from of a paid or sent order', () => {
    expect(openLines(order('paid'), [], now)).toEqual({ ok: true, data: [1, 2] });
    expect(openLines(order('sent'), [2], now)).toEqual({ ok: true, data: [1] });
    expect(openLines(order('sent'), [1, 2], now)).toEqual({ ok: false, error: T.nothingLeft });
  });

  it('refuses unpaid orders and, once sent, after the 14th day from the order day', () => {
    expect(openLines(order('pending'), [], now).ok).toBe(false);
    expect(openLines(order('sent'), [], new Date('2026-11-24T21:59:00Z')).ok).toBe(true);
    expect(openLines(order('sent'), [], new Date('2026-11-24T22:00:00Z'))).toEqual({
      ok: false,
      error: T.windowClosed,
    });
    // Not yet passed to the warehouse: undelivered, so still open.
    expect(openLines(order('paid'), [], new Date('2027-01-24T10:00:00Z')).ok).toBe(true);
  });
});

describe('checkWithdrawal', () => {
  it('takes the chosen lines with their whole quantity and the trimmed name', () => {
    expect(checkWithdrawal(order('paid'), [], { name: ' Ana ', lineIds: [1, 99] }, now)).toEqual({
      ok: true,
      data: { name: 'Ana', lines: [{ lineId: 1, quantity: 2 }] },
    });
  });

  it('refuses no name, no line and a line withdrawn before', () => {
    expect(checkWithdrawal(order('paid'), [], { name: ' ', lineIds: [1] }, now)).toEqual({
      ok: false,
      error: T.nameMissing,
    });
    expect(checkWithdrawal(order('paid'), [], { name: 'Ana', lineIds: [] }, now)).toEqual({
      ok: false,
      error: T.noLines,
    });
    expect(checkWithdrawal(order('paid'), [2], { name: 'Ana', lineIds: [1, 2] }, now)).toEqual({
      ok: false,
      error: T.alreadyWithdrawn,
    });
  });
});
