import { describe, expect, it } from 'vitest';
import {
  isFinalSale,
  RETURN_REFUSALS,
  returnDeadline,
  returnEligibility,
  type ReturnContext,
} from '@/lib/account/returns';
import { RETURN_WINDOW, RETURN_WINDOW_WORKING_DAYS } from '@/lib/policy';
import { addWorkingDays } from '@/lib/working-days';

// Returns: delivered orders only, item lines only, one request per line, no final-sale items, and
// 14 working days (Mon–Fri, Cyprus time) counted from the day the order was placed.

const order = { date: '2026-11-13', statusTone: 'delivered' as const }; // a Friday
const line = { id: 7, code: 'M10001' };
const item = { outlet: false, category: 'Crew Neck' };
const context = (over: Partial<ReturnContext> = {}): ReturnContext => ({
  item,
  requestedLineIds: new Set(),
  ...over,
});
/** An instant in Cyprus (EET, UTC+2 in November). */
const cyprus = (local: string) => new Date(`${local}+02:00`);
const refusal = (reason: string) => ({ eligible: false, reason });

describe('addWorkingDays', () => {
  it('skips Saturdays and Sundays', () => {
    expect(addWorkingDays('2026-11-13', 1)).toBe('2026-11-16'); // Fri → Mon
    expect(addWorkingDays('2026-11-14', 1)).toBe('2026-11-16'); // Sat → Mon
    expect(addWorkingDays('2026-11-16', 5)).toBe('2026-11-23'); // Mon → Mon
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('answers null for what is not a date', () => {
    expect(addWorkingDays('', 1)).toBeNull();
    expect(addWorkingDays('2026-02-30', 1)).toBeNull();
  });
});

describe('returnEligibility', () => {
  it('takes a delivered item line inside the window', () => {
    expect(returnEligibility(order, line, cyprus('2026-11-20T12:00'), context())).toEqual({ eligible: true });
  });

  it('reads the window from lib/policy.ts: 14 working days', () => {
    expect(RETURN_WINDOW_WORKING_DAYS).toBe(14);
    expect(RETURN_WINDOW).toBe('14 working days from delivery');
    expect(returnDeadline(order)).toBe('2026-12-03'); // Fri 13 Nov + 14 working days = Thu 3 Dec
    expect(returnDeadline({ date: '' })).toBeNull();
  });

  it('closes after the last working day, at midnight in Cyprus', () => {
    const on = (local: string) => returnEligibility(order, line, cyprus(local), context());
    expect(on('2026-12-03T23:59')).toEqual({ eligible: true });
    expect(on('2026-12-04T00:00')).toEqual(refusal(RETURN_REFUSALS.windowClosed));
    // 22:30 UTC on 3 Dec is already 4 Dec in Cyprus.
    expect(returnEligibility(order, line, new Date('2026-12-03T22:30Z'), context())).toEqual(
      refusal(RETURN_REFUSALS.windowClosed),
    );
  });

  it('counts a weekend order from the Monday after', () => {
    const saturday = { ...order, date: '2026-11-14' };
    expect(returnDeadline(saturday)).toBe('2026-12-03');
  });

  it('refuses an order that is not delivered', () => {
    for (const statusTone of ['shipped', 'processing', 'other'] as const)
      expect(
        returnEligibility({ ...order, statusTone }, line, cyprus('2026-11-16T10:00'), context()),
      ).toEqual(refusal(RETURN_REFUSALS.notDelivered));
  });

  it('refuses outlet items, underwear, socks and swimwear as final sale', () => {
    const finalSale = refusal(
      'This item cannot be returned: outlet items, underwear, socks and swimwear are final sale.',
    );
    const now = cyprus('2026-11-16T10:00');
    for (const facts of [
      { outlet: true, category: 'Crew Neck' },
      { outlet: false, category: 'Swim Shorts' },
      { outlet: false, category: 'Swimwear' },
      { outlet: false, category: 'Socks' },
      { outlet: false, category: 'Underwear' },
      { outlet: false, category: 'Bikinis' },
    ])
      expect(returnEligibility(order, line, now, context({ item: facts }))).toEqual(finalSale);
    expect(isFinalSale({ outlet: false, category: 'Sweaters' })).toBe(false);
    expect(isFinalSale({ outlet: false, category: 'Chino Shorts' })).toBe(false);
  });

  it('refuses a line already asked back, and the delivery and voucher lines', () => {
    const now = cyprus('2026-11-16T10:00');
    expect(returnEligibility(order, line, now, context({ requestedLineIds: new Set([7]) }))).toEqual(
      refusal(RETURN_REFUSALS.requested),
    );
    for (const code of ['DELIVERY', 'VOUCHER'])
      expect(returnEligibility(order, { id: 8, code }, now, context())).toEqual(
        refusal(RETURN_REFUSALS.notItem),
      );
  });

  it('sends the customer to us when the item or the date cannot be checked', () => {
    const now = cyprus('2026-11-16T10:00');
    expect(returnEligibility(order, line, now, context({ item: null }))).toEqual(
      refusal(RETURN_REFUSALS.contactUs),
    );
    expect(returnEligibility({ ...order, date: '' }, line, now, context())).toEqual(
      refusal(RETURN_REFUSALS.contactUs),
    );
  });
});
