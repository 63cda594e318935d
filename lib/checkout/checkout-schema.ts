import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@/lib/account/schemas';
import { QUOTE_MAX_LINES } from '@/lib/cart/quote';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/constants';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from '@/lib/forms/email';

// The checkout form's rules (spec §5) and the body of POST /api/checkout, shared by the /checkout
// page and the route handler. Strict objects: the browser sends what it wants bought and where to,
// never a price; a body carrying one (priceCents, totalCents…) is refused.

export const CHECKOUT_MESSAGES = {
  email: EMAIL_INVALID_MESSAGE,
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  address: ACCOUNT_MESSAGES.address,
  city: ACCOUNT_MESSAGES.city,
  state: ACCOUNT_MESSAGES.state,
  zipCode: ACCOUNT_MESSAGES.zip,
  country: ACCOUNT_MESSAGES.country,
  phone: ACCOUNT_MESSAGES.phone,
  pickup: 'Please choose a pickup point',
  totalChanged: 'The total has changed. Please review your order.',
  /** Ours: the ERP (prices, stock, delivery) cannot be asked, so no order is started. */
  unavailable: 'We cannot take orders right now. Please try again in a few minutes.',
} as const;

const M = CHECKOUT_MESSAGES;

/** A trimmed text of at least `min` characters and at most `max`. */
const text = (min: number, message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: ACCOUNT_MESSAGES.tooLong(max) });

export const checkoutDetailsSchema = z.strictObject({
  email: z
    .string({ error: M.email })
    .max(EMAIL_MAX_LENGTH, { error: M.email })
    .transform(normaliseEmail)
    .refine(isValidEmail, { error: M.email }),
  firstName: text(2, M.firstName),
  lastName: text(2, M.lastName),
  address: text(5, M.address, 200),
  city: text(2, M.city),
  state: text(2, M.state),
  zipCode: text(4, M.zipCode, 20),
  country: text(2, M.country),
  phone: text(7, M.phone, 30),
});

// Not trimmed: the same identity the cart and the quote use for a line.
const lineText = z.string().min(1).max(60);

export const placeOrderSchema = z.strictObject({
  idempotencyKey: z.uuid(),
  lines: z
    .array(
      z.strictObject({
        id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        size: lineText,
        color: lineText,
        quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
      }),
    )
    .min(1)
    .max(QUOTE_MAX_LINES),
  details: checkoutDetailsSchema,
  delivery: z
    .strictObject({
      method: z.enum(['courier', 'pickup']),
      pickupId: z.number().int().positive().optional(),
    })
    .refine((d) => d.method !== 'pickup' || d.pickupId !== undefined, {
      error: M.pickup,
      path: ['pickupId'],
    }),
  voucher: z.string().trim().max(40).optional(),
  note: z.string().trim().max(500).optional(),
  /** The total the shopper saw; the order is refused when the server's differs. */
  confirmedTotalCents: z.number().int().min(0).optional(),
  saveAddress: z.boolean().optional(),
});

export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/**
 * The first message per form field, for the checkout page: the details' own names ('city'), else
 * the top-level one ('voucher', 'delivery', 'lines'); '' for the body as a whole.
 */
export function checkoutFieldErrors(error: z.ZodError): Record<string, string> {
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
