import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/account/schemas';
import { checkoutDetailsSchema, placeOrderSchema } from '@/lib/checkout/checkout-schema';
import { details, orderInput } from '../orders/fakes';

const errorsOf = (value: unknown) => {
  const r = checkoutDetailsSchema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('checkoutDetailsSchema (spec §5)', () => {
  it('trims and lower-cases the email', () => {
    const r = checkoutDetailsSchema.parse({ ...details, firstName: '  Ana ', email: ' Ana@Example.com ' });
    expect(r.firstName).toBe('Ana');
    expect(r.email).toBe('ana@example.com');
  });

  it('says what each short field needs', () => {
    expect(
      errorsOf({
        email: 'nope',
        firstName: 'A',
        lastName: ' B ',
        address: '1 Ma',
        city: 'L',
        state: 'X',
        zipCode: '123',
        country: 'C',
        phone: '12345',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      address: 'Please enter your full address',
      city: 'Please enter your city',
      state: 'Please enter your state/province',
      zipCode: 'Please enter a valid postal code',
      country: 'Please select your country',
      phone: 'Please enter a valid phone number',
    });
  });

  it('bounds the lengths', () => {
    expect(errorsOf({ ...details, address: 'x'.repeat(201) }).address).toBe(
      'Please keep this under 200 characters',
    );
  });
});

describe('placeOrderSchema', () => {
  it('takes an order as the checkout page sends it', () => {
    expect(placeOrderSchema.safeParse({ ...orderInput(), voucher: 'TEN', note: 'Ring twice' }).success).toBe(
      true,
    );
  });

  it('refuses any price from the browser', () => {
    const input = orderInput();
    const lines = [{ ...input.lines[0], priceCents: 1 }];
    expect(placeOrderSchema.safeParse({ ...input, lines }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...input, totalCents: 1 }).success).toBe(false);
  });

  it('needs a pickup point for pickup, a uuid key and 1 to 10 of each line', () => {
    const input = orderInput();
    expect(placeOrderSchema.safeParse({ ...input, delivery: { method: 'pickup' } }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...input, idempotencyKey: 'abc' }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...input, lines: [] }).success).toBe(false);
    expect(
      placeOrderSchema.safeParse({ ...input, lines: [{ ...input.lines[0], quantity: 11 }] }).success,
    ).toBe(false);
  });
});
