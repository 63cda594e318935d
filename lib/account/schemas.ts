import { z } from 'zod/mini';
import type * as zc from 'zod/v4/core';
import { EMAIL_INVALID_MESSAGE, isValidEmail, normaliseEmail } from '@/lib/forms/email';
import { fill } from '@/lib/i18n/fill';

// The account forms' rules and messages (spec section 5), shared by the form islands and their
// route handlers. Every object is strict: a body carrying anything more (a smuggled userId or
// group) is refused; the user id always comes from the session. Passwords are never trimmed.
// zod/mini (the same rules as classic zod, a functional API that tree-shakes): these schemas ship
// to the browser with the forms (docs/performance.md, "JS gz, /account and /checkout"). Every rule a
// shopper can break carries its own message here; zod/mini loads no locale.

export const ACCOUNT_MESSAGES = {
  email: EMAIL_INVALID_MESSAGE,
  passwordMin: 'Password must be at least 8 characters',
  /** Sign-in and the current-password fields: any stored password, however short it was allowed to be. */
  passwordRequired: 'Please enter your password',
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
  resetDone: 'Your password has been changed. Please log in with your new password.',
  /** Ours (docs/decisions/0007): the changes that ask for the current password again. */
  currentPassword: 'Please enter your current password',
  wrongPasswordEmail: 'Your current password is not correct, so your email was not changed.',
  wrongPasswordDelete: 'Your current password is not correct, so your account was not deleted.',
  emailChangeLink: 'This email confirmation link is invalid or has expired. Please change your email again.',
  emailTakenAtConfirm: 'This email address is now used by another account, so your email was not changed.',
  deleteConfirm: 'Type DELETE to confirm',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

/**
 * New and changed passwords (ASVS 5.0 V6.2.1; the spec's 6 became 8, docs/decisions/0010).
 * Existing shorter passwords still sign in: sign-in and "current password" only ask for one.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** scrypt takes any length; the bound keeps request bodies and hashing time small. */
export const PASSWORD_MAX_LENGTH = 128;
const M = ACCOUNT_MESSAGES;

/** Trimmed and lower-cased, then checked; `string` may bound the raw text first. */
export const emailOf = (string = z.string({ error: M.email }), message: string = M.email) =>
  z.pipe(string, z.transform(normaliseEmail)).check(z.refine(isValidEmail, { error: message }));

/** Every message of the account forms, in one language (messages/<locale>/account.json, client.errors). */
export type AccountErrors = { [K in keyof typeof ACCOUNT_MESSAGES]: string };

/** The English messages as account.client.errors has them ({max} filled by the rules). */
export const ACCOUNT_ERRORS_EN: AccountErrors = {
  ...ACCOUNT_MESSAGES,
  tooLong: 'Please keep this under {max} characters',
};

const tooLongOf = (m: Pick<AccountErrors, 'tooLong'>, max: number) => fill(m.tooLong, { max });

/** A new password: 8 to 128 characters (the common-password list is the server's: server/account/password-policy.ts). */
const passwordOf = (m: Pick<AccountErrors, 'passwordMin' | 'passwordMax'>) =>
  z
    .string({ error: m.passwordMin })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, { error: m.passwordMin }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: m.passwordMax }),
    );
/** A password the customer already has. */
const existingPasswordOf = (m: Pick<AccountErrors, 'passwordRequired' | 'passwordMax'>) =>
  z
    .string({ error: m.passwordRequired })
    .check(
      z.minLength(1, { error: m.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: m.passwordMax }),
    );

/** A trimmed text of at least `min` characters (the checkout's address rules). */
export const trimmedText = (min: number, message: string, max = 100, tooLong = M.tooLong(max)) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: tooLong }));

/** The same in the messages' language. */
const textOf = (m: Pick<AccountErrors, 'tooLong'>, min: number, message: string, max = 100) =>
  trimmedText(min, message, max, tooLongOf(m, max));

// Digits with the usual separators and an optional leading +; 7 to 20 digits.
const PHONE = /^\+?[0-9 ()./-]{7,30}$/;
const phoneOf = (m: Pick<AccountErrors, 'phone'>) =>
  z.string({ error: m.phone }).check(
    z.trim(),
    z.refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 7 && v.replace(/\D/g, '').length <= 20, {
      error: m.phone,
    }),
  );
/** Optional: a blank value reads as absent. */
const optionalPhoneOf = (m: Pick<AccountErrors, 'phone'>) =>
  z.pipe(
    z.pipe(
      z.optional(z.string({ error: m.phone }).check(z.trim())),
      z.transform((v) => (v ? v : undefined)),
    ),
    z.optional(phoneOf(m)),
  );

/** The sign-in form's messages, in the shopper's language (messages/<locale>/account.json, client.errors). */
export interface LoginErrors {
  email: string;
  passwordRequired: string;
  passwordMax: string;
}

/** The sign-in rules with messages in one language; `loginSchema` is the English one. */
export const loginSchemaFor = (m: LoginErrors) =>
  z.strictObject({
    email: emailOf(z.string({ error: m.email }), m.email),
    password: existingPasswordOf(m),
    rememberMe: z.optional(z.boolean()),
  });

/** The Create Account form's messages (account.client.errors: the header's form needs them on every page). */
export type RegisterErrors = Pick<
  AccountErrors,
  | 'email'
  | 'passwordMin'
  | 'passwordMax'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'registerMismatch'
  | 'tooLong'
>;

export const registerSchemaFor = (m: RegisterErrors) =>
  z
    .strictObject({
      firstName: textOf(m, 1, m.firstName),
      lastName: textOf(m, 1, m.lastName),
      email: emailOf(z.string({ error: m.email }), m.email),
      phone: optionalPhoneOf(m),
      password: passwordOf(m),
      confirmPassword: passwordOf(m),
    })
    .check(
      z.refine((v) => v.password === v.confirmPassword, {
        error: m.registerMismatch,
        path: ['confirmPassword'],
      }),
    );

/** The current password, asked again for a sensitive change: any length (older ones were shorter). */
const currentPasswordOf = (m: AccountErrors) =>
  z
    .string({ error: m.currentPassword })
    .check(
      z.minLength(1, { error: m.currentPassword }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: m.passwordMax }),
    );

export const profileSchemaFor = (m: AccountErrors) =>
  z.strictObject({
    firstName: textOf(m, 1, m.firstName),
    lastName: textOf(m, 1, m.lastName),
    email: emailOf(z.string({ error: m.email }), m.email),
    phone: optionalPhoneOf(m),
    /** Needed only with a new email (the route says so when it is missing). */
    currentPassword: z.optional(currentPasswordOf(m)),
  });

/** The saved delivery address; the checkout's rules and messages, state and country optional. */
export const addressSchemaFor = (m: AccountErrors) =>
  z.strictObject({
    address: textOf(m, 5, m.address, 200),
    city: textOf(m, 2, m.city),
    state: z.optional(textOf(m, 2, m.state)),
    zip: textOf(m, 4, m.zip, 20),
    country: z.optional(textOf(m, 2, m.country)),
    phone: phoneOf(m),
  });

/** The new password typed twice alike; the mismatch is told at the confirmation field. */
const newPasswordsMatch = (m: AccountErrors) =>
  z.refine<{ newPassword: string; confirmPassword: string }>((v) => v.newPassword === v.confirmPassword, {
    error: m.changeMismatch,
    path: ['confirmPassword'],
  });

export const passwordChangeSchemaFor = (m: AccountErrors) =>
  z
    .strictObject({
      currentPassword: existingPasswordOf(m),
      newPassword: passwordOf(m),
      confirmPassword: passwordOf(m),
    })
    .check(newPasswordsMatch(m));

export const passwordResetRequestSchemaFor = (m: Pick<AccountErrors, 'email'>) =>
  z.strictObject({ email: emailOf(z.string({ error: m.email }), m.email) });

export const passwordResetSchemaFor = (m: AccountErrors) =>
  z
    .strictObject({
      token: z
        .string({ error: m.resetToken })
        .check(z.regex(/^[A-Za-z0-9_-]{16,200}$/, { error: m.resetToken })),
      newPassword: passwordOf(m),
      confirmPassword: passwordOf(m),
    })
    .check(newPasswordsMatch(m));

export const accountDeletionSchemaFor = (m: AccountErrors) =>
  z.strictObject({
    confirm: z.literal('DELETE', { error: m.deleteConfirm }),
    currentPassword: currentPasswordOf(m),
  });

/** The mailed email-change link's token (server/store/email-changes.ts). */
export const emailConfirmSchemaFor = (m: Pick<AccountErrors, 'emailChangeLink'>) =>
  z.strictObject({
    token: z
      .string({ error: m.emailChangeLink })
      .check(z.regex(/^[A-Za-z0-9_-]{16,200}$/, { error: m.emailChangeLink })),
  });

// The English rules (the route handlers' defaults and the tests').
const EN = ACCOUNT_ERRORS_EN;
export const loginSchema = loginSchemaFor(EN);
export const registerSchema = registerSchemaFor(EN);
export const profileSchema = profileSchemaFor(EN);
export const addressSchema = addressSchemaFor(EN);
export const passwordChangeSchema = passwordChangeSchemaFor(EN);
export const passwordResetRequestSchema = passwordResetRequestSchemaFor(EN);
export const passwordResetSchema = passwordResetSchemaFor(EN);
export const accountDeletionSchema = accountDeletionSchemaFor(EN);
export const emailConfirmSchema = emailConfirmSchemaFor(EN);

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/**
 * The first message of each field ('' for the form as a whole), for forms and 400 answers. Takes
 * the core error type, so classic zod's server-only schemas and these zod/mini ones both fit.
 */
export function fieldErrors(error: zc.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.code === 'unrecognized_keys' ? '' : String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
