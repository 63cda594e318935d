import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, isValidEmail, normaliseEmail } from '@/lib/forms/email';

// The account forms' rules and messages (spec section 5), shared by the form islands and their
// route handlers. Every object is strict: a body carrying anything more (a smuggled userId or
// group) is refused; the user id always comes from the session. Passwords are never trimmed.

export const ACCOUNT_MESSAGES = {
  email: EMAIL_INVALID_MESSAGE,
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  /** Register's wording. */
  registerMismatch: "Passwords don't match",
  /** Password change's (and reset's) wording. */
  changeMismatch: 'Passwords do not match',
  phone: 'Please enter a valid phone number',
  address: 'Please enter your full address',
  city: 'Please enter your city',
  state: 'Please enter your state/province',
  zip: 'Please enter a valid postal code',
  country: 'Please select your country',
  emailTaken: 'A user with this email already exists',
  resetToken: 'This password reset link is invalid or has expired.',
  /** A profile save the ERP took half of and could not be rolled back (server/account/profile-route.ts). */
  partlySaved:
    'Your new email address was saved, but your other changes were not. Please check your details and try again in a few minutes.',
  deleteConfirm: 'Type DELETE to confirm',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** scrypt takes any length; the bound keeps request bodies and hashing time small. */
export const PASSWORD_MAX_LENGTH = 128;
const M = ACCOUNT_MESSAGES;

const email = z.string({ error: M.email }).transform(normaliseEmail).refine(isValidEmail, { error: M.email });

const password = z
  .string({ error: M.passwordMin })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { error: M.passwordMax });

/** A trimmed text that must not be empty. */
const required = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: M.tooLong(max) });

/** A trimmed text of at least `min` characters (the checkout's address rules). */
const atLeast = (min: number, message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: M.tooLong(max) });

// Digits with the usual separators and an optional leading +; 7 to 20 digits.
const PHONE = /^\+?[0-9 ()./-]{7,30}$/;
const phone = z
  .string({ error: M.phone })
  .trim()
  .refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 20, {
    error: M.phone,
  });
/** Optional: a blank value reads as absent. */
const optionalPhone = z
  .string({ error: M.phone })
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(phone.optional());

export const loginSchema = z.strictObject({
  email,
  password,
  rememberMe: z.boolean().optional(),
});

export const registerSchema = z
  .strictObject({
    firstName: required(M.firstName),
    lastName: required(M.lastName),
    email,
    phone: optionalPhone,
    password,
    confirmPassword: password,
  })
  .refine((v) => v.password === v.confirmPassword, { error: M.registerMismatch, path: ['confirmPassword'] });

export const profileSchema = z.strictObject({
  firstName: required(M.firstName),
  lastName: required(M.lastName),
  email,
  phone: optionalPhone,
});

/** The saved delivery address; the checkout's rules and messages, state and country optional. */
export const addressSchema = z.strictObject({
  address: atLeast(5, M.address, 200),
  city: atLeast(2, M.city),
  state: atLeast(2, M.state).optional(),
  zip: atLeast(4, M.zip, 20),
  country: atLeast(2, M.country).optional(),
  phone,
});

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: password,
    newPassword: password,
    confirmPassword: password,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: M.changeMismatch, path: ['confirmPassword'] });

export const passwordResetRequestSchema = z.strictObject({ email });

export const passwordResetSchema = z
  .strictObject({
    token: z.string({ error: M.resetToken }).regex(/^[A-Za-z0-9_-]{16,200}$/, { error: M.resetToken }),
    newPassword: password,
    confirmPassword: password,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: M.changeMismatch, path: ['confirmPassword'] });

export const accountDeletionSchema = z.strictObject({
  confirm: z.literal('DELETE', { error: M.deleteConfirm }),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** The first message of each field ('' for the form as a whole), for forms and 400 answers. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.code === 'unrecognized_keys' ? '' : String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
