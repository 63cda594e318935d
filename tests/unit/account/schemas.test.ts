import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  accountDeletionSchema,
  addressSchema,
  fieldErrors,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileSchema,
  registerSchema,
} from '@/lib/account/schemas';

const errorsOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

// The spec's 6 is 8 for new passwords (issue 26, docs/decisions/0010); sign-in takes any stored one.
const SHORT = 'Password must be at least 8 characters';
const REQUIRED = 'Please enter your password';

describe('login schema', () => {
  it('trims and lower-cases the email, keeps the password as typed', () => {
    expect(
      loginSchema.parse({ email: '  Maria@Example.COM ', password: ' secret ', rememberMe: true }),
    ).toEqual({
      email: 'maria@example.com',
      password: ' secret ',
      rememberMe: true,
    });
    expect(loginSchema.parse({ email: 'a@b.co', password: 'abcdef' })).toEqual({
      email: 'a@b.co',
      password: 'abcdef',
    });
  });

  it('answers with the spec messages', () => {
    expect(errorsOf(loginSchema, { email: 'maria@', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: REQUIRED,
    });
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'Please enter a valid email address',
      password: REQUIRED,
    });
    // An account's older, shorter password still signs in.
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '12345' }).success).toBe(true);
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'abcdef', rememberMe: 'yes' })).toHaveProperty(
      'rememberMe',
    );
  });

  it('refuses a smuggled field', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'abcdef', userId: 1 })).toHaveProperty('');
  });
});

describe('register schema', () => {
  const valid = {
    firstName: ' Maria ',
    lastName: 'Georgiou',
    email: 'Maria@Example.com',
    password: 'secret12',
    confirmPassword: 'secret12',
  };

  it('accepts the spec fields, trims names, makes a blank phone absent', () => {
    expect(registerSchema.parse({ ...valid, phone: '  ' })).toEqual({
      firstName: 'Maria',
      lastName: 'Georgiou',
      email: 'maria@example.com',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(registerSchema.parse({ ...valid, phone: '+357 99 123456' }).phone).toBe('+357 99 123456');
  });

  it('answers with the spec messages, verbatim', () => {
    expect(
      errorsOf(registerSchema, {
        firstName: '  ',
        lastName: '',
        email: 'x',
        password: '123',
        confirmPassword: '1',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: SHORT,
      confirmPassword: SHORT,
    });
    expect(errorsOf(registerSchema, { ...valid, password: 'seven77', confirmPassword: 'seven77' })).toEqual({
      password: SHORT,
      confirmPassword: SHORT,
    });
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: 'secret23' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(errorsOf(registerSchema, { ...valid, phone: 'call me' })).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });

  it('refuses a group or user id sent by the browser (the server sets CUSTOMER)', () => {
    expect(registerSchema.safeParse({ ...valid, group: 'ADMIN' }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, userId: 1 }).success).toBe(false);
  });
});

describe('profile schema', () => {
  it('requires first and last name and a valid email; phone optional', () => {
    expect(profileSchema.parse({ firstName: 'A', lastName: 'B', email: ' A@B.CO' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
    });
    expect(errorsOf(profileSchema, { firstName: '', lastName: ' ', email: 'nope' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
    expect(
      profileSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', userId: 2 }).success,
    ).toBe(false);
  });
});

describe('address schema', () => {
  const valid = { address: '12 Makarios Ave', city: 'Nicosia', zip: '1065', phone: '99123456' };

  it('accepts an address with optional state and country', () => {
    expect(addressSchema.parse({ ...valid, country: 'Cyprus' })).toEqual({ ...valid, country: 'Cyprus' });
  });

  it("answers with the checkout's messages", () => {
    expect(
      errorsOf(addressSchema, {
        address: '12',
        city: 'N',
        state: 'X',
        zip: '10',
        country: 'C',
        phone: '123',
      }),
    ).toEqual({
      address: 'Please enter your full address',
      city: 'Please enter your city',
      state: 'Please enter your state/province',
      zip: 'Please enter a valid postal code',
      country: 'Please select your country',
      phone: 'Please enter a valid phone number',
    });
    expect(addressSchema.safeParse({ ...valid, addressId: 9 }).success).toBe(false);
  });
});

describe('password change schema', () => {
  const valid = { currentPassword: 'old-pw', newPassword: 'new-pw12', confirmPassword: 'new-pw12' };

  it('accepts matching new passwords', () => {
    expect(passwordChangeSchema.parse(valid)).toEqual(valid);
  });

  it("answers with the spec's password-change wording", () => {
    expect(
      errorsOf(passwordChangeSchema, { currentPassword: '1', newPassword: '2', confirmPassword: '3' }),
    ).toEqual({
      newPassword: SHORT,
      confirmPassword: SHORT,
    });
    expect(errorsOf(passwordChangeSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: REQUIRED,
    });
    expect(errorsOf(passwordChangeSchema, { ...valid, confirmPassword: 'new-pw23' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(passwordChangeSchema.safeParse({ ...valid, email: 'a@b.co' }).success).toBe(false);
  });
});

describe('password reset schemas', () => {
  it('asks for an email, normalised', () => {
    expect(passwordResetRequestSchema.parse({ email: ' A@B.CO ' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(passwordResetRequestSchema, { email: 'a@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('takes a token and a new password twice', () => {
    const token = 'AbC_-0123456789xyz';
    expect(
      passwordResetSchema.parse({ token, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual({
      token,
      newPassword: 'abcdefgh',
      confirmPassword: 'abcdefgh',
    });
    expect(
      errorsOf(passwordResetSchema, { token: 'short', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' }),
    ).toEqual({
      token: 'This password reset link is invalid or has expired.',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      errorsOf(passwordResetSchema, { token: `${token}/..`, newPassword: '1', confirmPassword: '1' }),
    ).toEqual({
      token: 'This password reset link is invalid or has expired.',
      newPassword: SHORT,
      confirmPassword: SHORT,
    });
  });
});

describe('account deletion schema', () => {
  it('needs the typed word DELETE, exactly, and the current password', () => {
    const ok = { confirm: 'DELETE', currentPassword: 'short' };
    expect(accountDeletionSchema.parse(ok)).toEqual(ok);
    for (const confirm of ['delete', 'DELETE ', ' DELETE', '', 'DELET', undefined])
      expect(errorsOf(accountDeletionSchema, { ...ok, confirm })).toEqual({
        confirm: 'Type DELETE to confirm',
      });
    for (const currentPassword of ['', undefined])
      expect(errorsOf(accountDeletionSchema, { ...ok, currentPassword })).toEqual({
        currentPassword: 'Please enter your current password',
      });
    expect(accountDeletionSchema.safeParse({ ...ok, userId: 1 }).success).toBe(false);
  });
});

describe('password length bounds', () => {
  it('refuses an overlong password', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'x'.repeat(129) })).toEqual({
      password: 'Password must be at most 128 characters',
    });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(128) }).success).toBe(true);
  });
});
