import { z } from 'zod/mini';
import { isValidEmail } from '@/lib/forms/email';
import { ORDER_LOOKUP_TEXTS as T } from './texts';

// A guest's order lookup: an order number and the email it was placed with. Either missing or
// malformed gets the one message, so the form tells nothing beyond "check both".

export const orderLookupSchema = z.strictObject({
  orderNumber: z
    .string({ error: T.invalid })
    .check(z.trim(), z.minLength(1, { error: T.invalid }), z.maxLength(40, { error: T.invalid })),
  email: z.string({ error: T.invalid }).check(z.trim(), z.refine(isValidEmail, { error: T.invalid })),
  /** Where the browser goes after a found order. */
  next: z.optional(z.enum(['status', 'withdraw'])),
});
