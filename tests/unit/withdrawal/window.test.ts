import { describe, expect, it } from 'vitest';
import { addCalendarDays, withdrawalWindow } from '@/lib/withdrawal/window';

const placedAt = new Date('2026-06-01T09:00:00Z');

describe('withdrawalWindow', () => {
  it('is open for an undelivered order, however old', () => {
    expect(
      withdrawalWindow({ placedAt, delivered: false, deliveredAt: null }, new Date('2026-12-01T12:00:00Z')),
    ).toEqual({
      open: true,
      lastDay: null,
    });
  });

  it('counts 14 days from the delivery day, the 14th day included', () => {
    const facts = { placedAt, delivered: true, deliveredAt: new Date('2026-06-05T10:00:00Z') };
    // Day 14 ends at midnight Cyprus time (EEST, UTC+3): 2026-06-19 23:59 local = 20:59 UTC.
    expect(withdrawalWindow(facts, new Date('2026-06-19T20:59:00Z'))).toEqual({
      open: true,
      lastDay: '2026-06-19',
    });
    expect(withdrawalWindow(facts, new Date('2026-06-19T21:00:00Z'))).toEqual({
      open: false,
      lastDay: '2026-06-19',
    });
  });

  it('takes the delivery day in Cyprus, not in UTC', () => {
    // 22:30 UTC on 31 Oct is already 1 Nov in Nicosia (EET, UTC+2).
    const facts = { placedAt, delivered: true, deliveredAt: new Date('2026-10-31T22:30:00Z') };
    expect(withdrawalWindow(facts, new Date('2026-11-15T12:00:00Z'))).toEqual({
      open: true,
      lastDay: '2026-11-15',
    });
    expect(withdrawalWindow(facts, new Date('2026-11-15T22:00:00Z')).open).toBe(false);
  });

  it('counts from the order day when the delivery day is not known', () => {
    const facts = { placedAt, delivered: true, deliveredAt: null };
    expect(withdrawalWindow(facts, new Date('2026-06-15T08:00:00Z'))).toEqual({
      open: true,
      lastDay: '2026-06-15',
    });
    expect(withdrawalWindow(facts, new Date('2026-06-16T08:00:00Z')).open).toBe(false);
  });

  it('is open on the delivery day itself', () => {
    const deliveredAt = new Date('2026-03-10T07:00:00Z');
    expect(withdrawalWindow({ placedAt, delivered: true, deliveredAt }, deliveredAt).open).toBe(true);
  });
});

describe('addCalendarDays', () => {
  it('crosses month, year and leap day', () => {
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addCalendarDays('2028-02-20', 14)).toBe('2028-03-05');
    expect(addCalendarDays('2026-03-20', 14)).toBe('2026-04-03');
  });
});
