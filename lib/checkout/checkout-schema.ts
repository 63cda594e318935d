import { z } from 'zod/mini';
import type * as zc from 'zod/v4/core';
import { ACCOUNT_MESSAGES, emailOf, trimmedText as text } from '@/lib/account/schemas';
import { QUOTE_MAX_LINES } from '@/lib/cart/quote';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/constants';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH } from '@/lib/forms/email';
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

/** The address fields, in the form's order; only the courier asks for them. */
export const ADDRESS_FIELDS = ['country', 'address', 'city', 'zipCode'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

const contact = {
  email: emailOf(z.string({ error: M.email }).check(z.maxLength(EMAIL_MAX_LENGTH, { error: M.email }))),
  phone: text(7, M.phone, 30),
  firstName: text(2, M.firstName),
  lastName: text(2, M.lastName),
};

/** A country from the list, and one the courier goes to. */
const courierCountry = z.string({ error: M.country }).check(
  z.trim(),
  z.refine(isListedCountry, { error: M.country }),
  z.refine((c) => !isListedCountry(c) || courierDeliversTo(c), { error: M.cyprusOnly }),
);

const courierAddress = {
  country: courierCountry,
  address: text(5, M.address, 200),
  city: text(2, M.city),
  zipCode: text(4, M.zipCode, 20),
} satisfies Record<AddressField, unknown>;

/** A pickup's address fields: not asked, only trimmed and bounded (the typed ones stay in the form). */
const unusedText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: ACCOUNT_MESSAGES.tooLong(max) }));
const pickupAddress = {
  country: unusedText(100),
  address: unusedText(200),
  city: unusedText(100),
  zipCode: unusedText(20),
} satisfies Record<AddressField, unknown>;

/** The customer details each delivery needs. */
export const DETAILS_SCHEMAS = {
  courier: z.strictObject({ ...contact, ...courierAddress }),
  pickup: z.strictObject({ ...contact, ...pickupAddress }),
} satisfies Record<DeliveryKind, unknown>;

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
