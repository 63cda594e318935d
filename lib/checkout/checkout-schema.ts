import { z } from 'zod/mini';
import type * as zc from 'zod/v4/core';
import { ACCOUNT_MESSAGES } from '@/lib/account/schemas';
import { QUOTE_MAX_LINES } from '@/lib/cart/quote';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/constants';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from '@/lib/forms/email';
import { CYPRUS_ONLY } from '@/lib/policy';
import { courierDeliversTo, isListedCountry } from './countries';
import type { DeliveryKind } from './delivery';

// The checkout form's rules (spec §5) and the body of POST /api/checkout, shared by the /checkout
// page and the route handler. Strict objects: the browser sends what it wants bought and where to,
// never a price; a body carrying one (priceCents, totalCents…) is refused. zod/mini, as
// lib/account/schemas: the details schema ships to the browser with the checkout form.
// The address depends on the delivery (docs/decisions/0075): a courier needs a full address in
// Cyprus, which has no states or provinces, so none is asked; a store pickup needs none.

export const CHECKOUT_MESSAGES = {
  email: EMAIL_INVALID_MESSAGE,
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  address: ACCOUNT_MESSAGES.address,
  city: ACCOUNT_MESSAGES.city,
  zipCode: ACCOUNT_MESSAGES.zip,
  country: ACCOUNT_MESSAGES.country,
  phone: ACCOUNT_MESSAGES.phone,
  /** Ours: a courier address outside Cyprus (decision 0074). */
  cyprusOnly: CYPRUS_ONLY,
  pickup: 'Please choose a pickup point',
  totalChanged: 'The total has changed. Please review your order.',
  /** Ours: the ERP (prices, stock, delivery) cannot be asked, so no order is started. */
  unavailable: 'We cannot take orders right now. Please try again in a few minutes.',
} as const;

const M = CHECKOUT_MESSAGES;

/** The details' messages in one language: messages/<locale>/checkout.json's client.errors. */
export interface CheckoutErrors {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
  cyprusOnly: string;
  /** 'Please keep this under {max} characters'. */
  tooLong: string;
}

const ENGLISH: CheckoutErrors = { ...M, tooLong: 'Please keep this under {max} characters' };

/** The address fields, in the form's order; only the courier asks for them. */
export const ADDRESS_FIELDS = ['country', 'address', 'city', 'zipCode'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

const tooLong = (m: CheckoutErrors, max: number) => m.tooLong.replace('{max}', String(max));

/** A trimmed text of `min` to `max` characters (as lib/account/schemas' trimmedText, in `m`'s language). */
const text = (m: CheckoutErrors, min: number, message: string, max = 100) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: tooLong(m, max) }));

const contact = (m: CheckoutErrors) => ({
  email: z
    .pipe(
      z.string({ error: m.email }).check(z.maxLength(EMAIL_MAX_LENGTH, { error: m.email })),
      z.transform(normaliseEmail),
    )
    .check(z.refine(isValidEmail, { error: m.email })),
  phone: text(m, 7, m.phone, 30),
  firstName: text(m, 2, m.firstName),
  lastName: text(m, 2, m.lastName),
});

/** A country from the list, and one the courier goes to. */
const courierCountry = (m: CheckoutErrors) =>
  z.string({ error: m.country }).check(
    z.trim(),
    z.refine(isListedCountry, { error: m.country }),
    z.refine((c) => !isListedCountry(c) || courierDeliversTo(c), { error: m.cyprusOnly }),
  );

const courierAddressOf = (m: CheckoutErrors) =>
  ({
    country: courierCountry(m),
    address: text(m, 5, m.address, 200),
    city: text(m, 2, m.city),
    zipCode: text(m, 4, m.zipCode, 20),
  }) satisfies Record<AddressField, unknown>;

/** A pickup's address fields: not asked, only trimmed and bounded (the typed ones stay in the form). */
const unusedText = (m: CheckoutErrors, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: tooLong(m, max) }));
const pickupAddressOf = (m: CheckoutErrors) =>
  ({
    country: unusedText(m, 100),
    address: unusedText(m, 200),
    city: unusedText(m, 100),
    zipCode: unusedText(m, 20),
  }) satisfies Record<AddressField, unknown>;

/**
 * The customer details each delivery needs, with messages in one language: the checkout form
 * passes its page's (useTexts('checkout').errors), the route the English ones (its answer is
 * translated as a whole).
 */
export const detailsSchemas = (m: CheckoutErrors) =>
  ({
    courier: z.strictObject({ ...contact(m), ...courierAddressOf(m) }),
    pickup: z.strictObject({ ...contact(m), ...pickupAddressOf(m) }),
  }) satisfies Record<DeliveryKind, unknown>;

/** The customer details each delivery needs, with the English messages. */
export const DETAILS_SCHEMAS = detailsSchemas(ENGLISH);
const courierAddress = courierAddressOf(ENGLISH);

/** The courier's address rules alone, for the body check below. */
const courierAddressSchema = z.object(courierAddress);

/** What the order keeps: a pickup's address fields are dropped, whatever the form still held. */
export function orderDetails<D extends Record<AddressField, string>>(details: D, method: DeliveryKind): D {
  if (method === 'courier') return details;
  return { ...details, ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) };
}

// Not trimmed: the same identity the cart and the quote use for a line.
const lineText = z.string().check(z.minLength(1), z.maxLength(60));

export const placeOrderSchema = z
  .strictObject({
    idempotencyKey: z.uuid(),
    lines: z
      .array(
        z.strictObject({
          id: z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
          size: lineText,
          color: lineText,
          quantity: z.number().check(z.int(), z.minimum(QUANTITY_MIN), z.maximum(QUANTITY_MAX)),
        }),
      )
      .check(z.minLength(1), z.maxLength(QUOTE_MAX_LINES)),
    details: DETAILS_SCHEMAS.pickup,
    delivery: z
      .strictObject({
        method: z.enum(['courier', 'pickup']),
        pickupId: z.optional(z.number().check(z.int(), z.positive())),
      })
      .check(
        z.refine((d) => d.method !== 'pickup' || d.pickupId !== undefined, {
          error: M.pickup,
          path: ['pickupId'],
        }),
      ),
    voucher: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    /** The total the shopper saw; the order is refused when the server's differs. */
    confirmedTotalCents: z.optional(z.number().check(z.int(), z.minimum(0))),
    saveAddress: z.optional(z.boolean()),
  })
  .check(
    // The details are checked for the delivery chosen: a courier order needs the courier's address.
    z.superRefine((body, ctx) => {
      if (body.delivery.method !== 'courier') return;
      const address = courierAddressSchema.safeParse(body.details);
      if (!address.success)
        for (const issue of address.error.issues)
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: ['details', ...issue.path],
            input: body.details,
          });
    }),
  );

export type CheckoutDetails = z.infer<(typeof DETAILS_SCHEMAS)['courier']>;
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/**
 * The first message per form field, for the checkout page: the details' own names ('city'), else
 * the top-level one ('voucher', 'delivery', 'lines'); '' for the body as a whole.
 */
export function checkoutFieldErrors(error: zc.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const key =
      issue.code === 'unrecognized_keys'
        ? ''
        : String(first === 'details' ? (second ?? first) : (first ?? ''));
    errors[key] ??= issue.message;
  }
  return errors;
}
