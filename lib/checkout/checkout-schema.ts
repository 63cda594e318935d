import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@/lib/account/schemas';
import { isValidEmail, normaliseEmail } from '@/lib/forms/email';

// The checkout form's customer details (spec §5), shared by the form island and POST /api/checkout.

const M = ACCOUNT_MESSAGES;

const atLeast = (min: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message });

export const checkoutDetailsSchema = z.strictObject({
  email: z.string({ error: M.email }).transform(normaliseEmail).refine(isValidEmail, { error: M.email }),
  firstName: atLeast(2, 'First name must be at least 2 characters'),
  lastName: atLeast(2, 'Last name must be at least 2 characters'),
  address: atLeast(5, M.address),
  city: atLeast(2, M.city),
  state: atLeast(2, M.state),
  zipCode: atLeast(4, M.zip),
  country: atLeast(2, M.country),
  phone: atLeast(7, M.phone),
});

export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;
