import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/account/schemas';
import {
  checkoutFieldErrors,
  DETAILS_SCHEMAS,
  orderDetails,
  placeOrderSchema,
} from '@/lib/checkout/checkout-schema';
import { CYPRUS_ONLY } from '@/lib/policy';
import { details, orderInput } from '../orders/fakes';

const errorsOf = (value: unknown, method: 'courier' | 'pickup' = 'courier') => {
  const r = DETAILS_SCHEMAS[method].safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

const NO_ADDRESS = { address: '', city: '', zipCode: '', country: '' };

describe('the checkout’s details (spec §5, decision 0075)', () => {
  it('trims and lower-cases the email', () => {
    const r = DETAILS_SCHEMAS.courier.parse({ ...details, firstName: '  Ana ', email: ' Ana@Example.com ' });
    expect(r.firstName).toBe('Ana');
    expect(r.email).toBe('ana@example.com');
  });

  it('says what each short field of a courier order needs', () => {
    expect(
      errorsOf({
        email: 'nope',
        firstName: 'A',
        lastName: ' B ',
        address: '1 Ma',
        city: 'L',
        zipCode: '123',
        country: '',
        phone: '12345',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      address: 'Please enter your full address',
      city: 'Please enter your city',
      zipCode: 'Please enter a valid postal code',
      country: 'Please select your country',
      phone: 'Please enter a valid phone number',
    });
  });

  it('asks a Cyprus address for no state or province, and refuses one sent', () => {
    expect(DETAILS_SCHEMAS.courier.safeParse(details).success).toBe(true);
    expect(DETAILS_SCHEMAS.courier.safeParse({ ...details, state: 'Limassol' }).success).toBe(false);
  });

  it('takes a listed country only, and for the courier Cyprus alone', () => {
    expect(errorsOf({ ...details, country: 'Greece' })).toEqual({ country: CYPRUS_ONLY });
    expect(errorsOf({ ...details, country: 'Narnia' })).toEqual({ country: 'Please select your country' });
    expect(errorsOf({ ...details, country: 'cyprus' })).toEqual({ country: 'Please select your country' });
  });

  it('asks a store pickup for contact details only', () => {
    expect(errorsOf({ ...details, ...NO_ADDRESS }, 'pickup')).toEqual({});
    expect(errorsOf({ ...details, ...NO_ADDRESS, firstName: '' }, 'pickup')).toEqual({
      firstName: 'First name must be at least 2 characters',
    });
  });

  it('bounds the lengths', () => {
    expect(errorsOf({ ...details, address: 'x'.repeat(201) }).address).toBe(
      'Please keep this under 200 characters',
    );
    expect(errorsOf({ ...details, address: 'x'.repeat(201) }, 'pickup').address).toBe(
      'Please keep this under 200 characters',
    );
  });

  it('keeps no address on a pickup order, whatever the form still held', () => {
    expect(orderDetails(details, 'pickup')).toEqual({ ...details, ...NO_ADDRESS });
    expect(orderDetails(details, 'courier')).toBe(details);
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

  it('refuses a courier order to an address abroad, on the country field (as an attacker would post it)', () => {
    const input = orderInput({ details: { ...orderInput().details, country: 'Greece', city: 'Athens' } });
    const r = placeOrderSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(checkoutFieldErrors(r.error!)).toEqual({ country: CYPRUS_ONLY });
  });

  it('checks a courier order’s whole address, and takes a pickup order without one', () => {
    const courier = placeOrderSchema.safeParse(
      orderInput({ details: { ...orderInput().details, ...NO_ADDRESS } }),
    );
    expect(checkoutFieldErrors(courier.error!)).toEqual({
      address: 'Please enter your full address',
      city: 'Please enter your city',
      zipCode: 'Please enter a valid postal code',
      country: 'Please select your country',
    });
    const pickup = placeOrderSchema.safeParse(
      orderInput({
        details: { ...orderInput().details, ...NO_ADDRESS },
        delivery: { method: 'pickup', pickupId: 9 },
      }),
    );
    expect(pickup.success).toBe(true);
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
