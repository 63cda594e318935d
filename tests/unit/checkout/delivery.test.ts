import { describe, expect, it } from 'vitest';
import { cartTotals } from '@/lib/cart/cart';
import { deliveryCharge, deliveryKindOf, freeDeliveryRemaining } from '@/lib/checkout/delivery';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@/lib/constants';
import { policyTexts } from '@/lib/content/policy-texts';

describe('deliveryKindOf (spec §9: AKIS EXPRESS couriers, DAKA pickup points)', () => {
  it.each([
    ['AKIS EXPRESS COURIER', 'courier'],
    ['Akis Express next day', 'courier'],
    ['DAKA LIMASSOL - 28 ANEXARTISIAS STREET', 'pickup'],
    ['daka nicosia', 'pickup'],
    ['WHOLESALE VAN (TRADE CUSTOMERS)', null],
    ['AKIS', null],
    ['', null],
  ] as const)('%j → %s', (name, kind) => {
    expect(deliveryKindOf(name)).toBe(kind);
  });
});

describe('deliveryCharge (spec §9: courier €3 below €50, free from €50; pickup free)', () => {
  it.each([
    [0, 'courier', 300],
    [4999, 'courier', 300],
    [5000, 'courier', 0],
    [12000, 'courier', 0],
    [0, 'pickup', 0],
    [4999, 'pickup', 0],
    [5000, 'pickup', 0],
  ] as const)('subtotal %i by %s → %i', (subtotal, method, cents) => {
    expect(deliveryCharge(subtotal, method)).toBe(cents);
  });

  it('reads the one pair of constants the policy pages and the cart read', () => {
    expect(deliveryCharge(FREE_SHIPPING_THRESHOLD_CENTS - 1, 'courier')).toBe(SHIPPING_FEE_CENTS);
    const { shippingFee, freeShippingFrom } = policyTexts('en');
    expect([shippingFee, freeShippingFrom]).toEqual(['€3.00', '€50.00']);
    for (const subtotal of [1, 4999, 5000, 7000]) {
      expect(cartTotals([{ priceCents: subtotal, quantity: 1 }]).shippingCents).toBe(
        deliveryCharge(subtotal, 'courier'),
      );
    }
  });

  it('freeDeliveryRemaining counts down to 0 and never below', () => {
    expect(freeDeliveryRemaining(4000)).toBe(1000);
    expect(freeDeliveryRemaining(5000)).toBe(0);
    expect(freeDeliveryRemaining(9000)).toBe(0);
  });
});
