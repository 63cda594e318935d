import { describe, expect, it } from 'vitest';
import { orderTotals } from '@/lib/checkout/totals';
import {
  applyVoucher,
  normaliseVoucherCode,
  VOUCHER_MESSAGES,
  voucherMessage,
  voucherStatus,
} from '@/lib/checkout/voucher';

describe('applyVoucher: goods only, never a negative total, delivery never discounted', () => {
  it('takes the voucher off the goods and adds delivery in full', () => {
    expect(applyVoucher({ subtotalCents: 4000, deliveryCents: 300, voucherCents: 1000 })).toEqual({
      discountCents: 1000,
      totalCents: 3300,
    });
  });

  it('a voucher larger than the goods stops at the goods: the total is the delivery', () => {
    expect(applyVoucher({ subtotalCents: 2500, deliveryCents: 300, voucherCents: 20000 })).toEqual({
      discountCents: 2500,
      totalCents: 300,
    });
    expect(applyVoucher({ subtotalCents: 2500, deliveryCents: 0, voucherCents: 20000 })).toEqual({
      discountCents: 2500,
      totalCents: 0,
    });
  });

  it('no voucher (or a nonsense negative one) discounts nothing', () => {
    expect(applyVoucher({ subtotalCents: 2500, deliveryCents: 300, voucherCents: 0 }).totalCents).toBe(2800);
    expect(applyVoucher({ subtotalCents: 2500, deliveryCents: 300, voucherCents: -500 }).discountCents).toBe(
      0,
    );
  });
});

describe('orderTotals', () => {
  const lines = [
    { unitPriceCents: 1990, quantity: 2 },
    { unitPriceCents: 500, quantity: 1 },
  ];
  it('courier below €50: goods + €3 − voucher', () => {
    expect(orderTotals(lines, 'courier', 1000)).toEqual({
      subtotalCents: 4480,
      deliveryCents: 300,
      discountCents: 1000,
      totalCents: 3780,
    });
  });
  it('delivery is decided on the goods before the voucher (a voucher never costs free delivery)', () => {
    const big = [{ unitPriceCents: 6000, quantity: 1 }];
    expect(orderTotals(big, 'courier', 1500)).toEqual({
      subtotalCents: 6000,
      deliveryCents: 0,
      discountCents: 1500,
      totalCents: 4500,
    });
  });
  it('pickup is free; BIG200 on a small cart leaves 0', () => {
    expect(orderTotals(lines, 'pickup', 20000).totalCents).toBe(0);
    expect(orderTotals(lines, 'courier', 20000).totalCents).toBe(300);
  });
});

describe('voucher status and messages', () => {
  it('used wins over expired; the expiry day itself is still valid (Cyprus date)', () => {
    expect(voucherStatus(true, '2020-01-01', '2026-11-23')).toBe('used');
    expect(voucherStatus(false, '2026-11-22', '2026-11-23')).toBe('expired');
    expect(voucherStatus(false, '2026-11-23', '2026-11-23')).toBe('valid');
    expect(voucherStatus(false, null, '2026-11-23')).toBe('valid');
  });

  it('gives a clear message for unknown, expired, used and unreadable, none for valid', () => {
    expect(voucherMessage(null)).toBe(VOUCHER_MESSAGES.unknown);
    expect(voucherMessage({ code: 'OLD5', valueCents: 500, status: 'expired' })).toBe(
      'This voucher has expired.',
    );
    expect(voucherMessage({ code: 'USED20', valueCents: 2000, status: 'used' })).toBe(
      'This voucher has already been used.',
    );
    expect(voucherMessage({ code: 'WELCOME10', valueCents: 1000, status: 'valid' })).toBeNull();
    expect(voucherMessage({ code: 'GIFT', valueCents: 0, status: 'unreadable' })).toBe(
      VOUCHER_MESSAGES.unreadable,
    );
    expect(VOUCHER_MESSAGES.failed).toBe('Failed to validate voucher');
  });

  it('normalises typed codes and refuses what cannot be one', () => {
    expect(normaliseVoucherCode('  welcome10 ')).toBe('WELCOME10');
    expect(normaliseVoucherCode('')).toBeNull();
    expect(normaliseVoucherCode('a b')).toBeNull();
    expect(normaliseVoucherCode('x'.repeat(41))).toBeNull();
    expect(normaliseVoucherCode("1' OR '1'='1")).toBeNull();
  });
});
