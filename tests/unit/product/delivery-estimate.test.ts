import { MESSAGES } from '@/messages';
import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryEstimateText } from '@/lib/delivery-estimate';

// "Orders before 12 PM EEST are processed the same business day"; standard delivery in Cyprus in
// 1-2 business days (lib/policy.ts). Noon on the shop's clock: EEST (UTC+3) in summer, EET (UTC+2)
// in winter.
describe('the delivery estimate on the product page', () => {
  it('dispatches a working-day order placed before noon the same day, delivered 1-2 working days later', () => {
    // Wednesday 15 July 2026, 11:59 EEST.
    expect(deliveryEstimate(new Date('2026-07-15T08:59:00Z'))).toEqual({
      sameDay: true,
      dispatch: '2026-07-15',
      deliveryFrom: '2026-07-16',
      deliveryTo: '2026-07-17',
    });
  });

  it('dispatches an order placed at noon or later the next working day', () => {
    // Wednesday 15 July 2026, 12:00 EEST.
    expect(deliveryEstimate(new Date('2026-07-15T09:00:00Z'))).toMatchObject({
      sameDay: false,
      dispatch: '2026-07-16',
    });
  });

  it('reads noon on the Cyprus clock in winter too (EET)', () => {
    // Wednesday 2 December 2026: 09:30 UTC is 11:30 EET, before the cutoff; 10:00 UTC is noon.
    expect(deliveryEstimate(new Date('2026-12-02T09:30:00Z')).sameDay).toBe(true);
    expect(deliveryEstimate(new Date('2026-12-02T10:00:00Z')).sameDay).toBe(false);
  });

  it('skips the weekend: Friday afternoon and Saturday go out on Monday, delivered Tuesday to Wednesday', () => {
    for (const at of ['2026-11-27T13:00:00Z', '2026-11-28T08:00:00Z', '2026-11-29T21:00:00Z']) {
      expect(deliveryEstimate(new Date(at)), at).toEqual({
        sameDay: false,
        dispatch: '2026-11-30',
        deliveryFrom: '2026-12-01',
        deliveryTo: '2026-12-02',
      });
    }
  });

  it('counts the Cyprus date, not the server one: 23:30 UTC on Sunday is already Monday in Cyprus', () => {
    // Monday 30 November 2026, 01:30 EET: before noon on a working day.
    expect(deliveryEstimate(new Date('2026-11-29T23:30:00Z'))).toMatchObject({
      sameDay: true,
      dispatch: '2026-11-30',
    });
  });

  it('says it in the shop’s words', () => {
    expect(deliveryEstimateText(deliveryEstimate(new Date('2026-07-15T08:59:00Z')))).toEqual({
      dispatch: 'Order before 12:00 (Cyprus time) and it is dispatched today.',
      delivery: 'Estimated delivery in Cyprus: Thu 16 Jul – Fri 17 Jul.',
    });
    expect(deliveryEstimateText(deliveryEstimate(new Date('2026-11-28T08:00:00Z')))).toEqual({
      dispatch: 'Order now and it is dispatched on Mon 30 Nov.',
      delivery: 'Estimated delivery in Cyprus: Tue 1 Dec – Wed 2 Dec.',
    });
  });
});

describe('the delivery estimate in Greek', () => {
  it('says the dates the el-CY way with the Greek sentences', () => {
    const words = {
      sameDay: MESSAGES.el.product.deliverySameDay,
      later: MESSAGES.el.product.deliveryLater,
      window: MESSAGES.el.product.deliveryWindow,
    };
    const text = deliveryEstimateText(deliveryEstimate(new Date('2026-11-28T08:00:00Z')), 'el', words);
    expect(text.dispatch).toMatch(/^Παραγγείλτε τώρα και η παραγγελία σας αποστέλλεται Δευ/);
    expect(text.delivery).toMatch(/^Εκτιμώμενη παράδοση στην Κύπρο: Τρί 1 Δεκ/);
  });
});
