import { describe, expect, it } from 'vitest';
import { cartTotals, type CartItem } from '@/lib/cart/cart';
import { freeShippingHint } from '@/components/cart/cart-summary';
import { MESSAGES } from '@/messages';

const line = (priceCents: number, quantity = 1, id = 1): CartItem => ({
  id,
  name: `Item ${id}`,
  image: null,
  href: `/product/${id}`,
  size: 'M',
  color: 'BLACK',
  quantity,
  priceCents,
});

describe('cartTotals', () => {
  it('is all zero for an empty cart (no shipping fee on nothing)', () => {
    expect(cartTotals([])).toEqual({
      count: 0,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      freeShippingRemainingCents: 0,
    });
  });

  it('counts quantities and sums price x quantity in cents', () => {
    const totals = cartTotals([line(1990, 2, 1), line(1, 3, 2)]);
    expect(totals.count).toBe(5);
    expect(totals.subtotalCents).toBe(3983);
  });

  it('charges €3.00 shipping at 4999 cents and says what is missing', () => {
    expect(cartTotals([line(4999)])).toEqual({
      count: 1,
      subtotalCents: 4999,
      shippingCents: 300,
      totalCents: 5299,
      freeShippingRemainingCents: 1,
    });
  });

  it('ships free from exactly 5000 cents', () => {
    expect(cartTotals([line(2500, 2)])).toEqual({
      count: 2,
      subtotalCents: 5000,
      shippingCents: 0,
      totalCents: 5000,
      freeShippingRemainingCents: 0,
    });
    expect(cartTotals([line(5001)]).shippingCents).toBe(0);
  });

  it('gives the hint amount for a subtotal of €37.90', () => {
    const totals = cartTotals([line(3790)]);
    expect(totals.freeShippingRemainingCents).toBe(1210);
    expect(
      freeShippingHint(MESSAGES.en.cart.client.freeShippingHint, totals.freeShippingRemainingCents, 'en'),
    ).toBe('Add €12.10 more for free shipping');
    expect(
      freeShippingHint(MESSAGES.el.cart.client.freeShippingHint, totals.freeShippingRemainingCents, 'el'),
    ).toBe('Προσθέστε ακόμη 12,10\u00a0€ για δωρεάν μεταφορικά');
  });
});
