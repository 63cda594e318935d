import { safeParse } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/account/schemas';
import { CONTACT_MESSAGES } from '@/lib/forms/contact';
import { contactSchema } from '@/lib/forms/contact-schema';
import { isValidEmail, normaliseEmail } from '@/lib/forms/email';
import type { Result } from '@/lib/result';

const valid = {
  name: 'Ana Georgiou',
  email: 'ana@example.com',
  subject: 'Order 1042',
  message: 'Where is my parcel?',
};

/** The schema's verdict as the form and the route see it: the trimmed message, or each field's first message. */
function check(input: unknown): Result<unknown, Record<string, string>> {
  const parsed = safeParse(contactSchema, input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: fieldErrors(parsed.error) };
}

describe('contact form rules (all fields required)', () => {
  it('accepts a complete message and trims it', () => {
    expect(check({ ...valid, name: '  Ana Georgiou ' })).toEqual({ ok: true, data: valid });
  });

  it('names each missing field with its own message', () => {
    const blank = { name: '', email: ' ', subject: '', message: '\n' };
    const messages = {
      name: 'Please enter your name',
      email: 'Please enter your email address',
      subject: 'Please enter a subject',
      message: 'Please enter your message',
    };
    expect(check(blank)).toEqual({ ok: false, error: messages });
    // A field left out of the body reads as missing too, with the same message.
    expect(check({ ...valid, subject: undefined })).toEqual({
      ok: false,
      error: { subject: 'Please enter a subject' },
    });
  });

  it("refuses a bad email with the spec's message", () => {
    expect(CONTACT_MESSAGES.emailInvalid).toBe('Please enter a valid email address');
    for (const email of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana @example.com',
      'ana@@example.com',
      'ana@example.',
    ]) {
      expect(check({ ...valid, email })).toEqual({
        ok: false,
        error: { email: 'Please enter a valid email address' },
      });
    }
  });

  it('refuses overlong fields (their trimmed length), the length before the email rule', () => {
    expect(check({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      error: { message: 'Please keep this under 5000 characters' },
    });
    expect(check({ ...valid, message: ` ${'x'.repeat(5000)} ` }).ok).toBe(true);
    expect(check({ ...valid, name: 'x'.repeat(101), subject: 'x'.repeat(151) })).toEqual({
      ok: false,
      error: {
        name: 'Please keep this under 100 characters',
        subject: 'Please keep this under 150 characters',
      },
    });
    expect(check({ ...valid, email: `${'a'.repeat(245)}@example.com` })).toEqual({
      ok: false,
      error: { email: 'Please keep this under 254 characters' },
    });
  });

  it('refuses anything but the four text fields', () => {
    expect(check({ ...valid, admin: true }).ok).toBe(false);
    expect(check({ ...valid, name: 42 })).toEqual({ ok: false, error: { name: 'Please enter your name' } });
  });
});

describe('email helpers', () => {
  it('accepts ordinary addresses, refuses longer than 254 characters', () => {
    expect(isValidEmail('first.last+tag@mail.example.cy')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(245)}@example.com`)).toBe(false);
  });

  it('normalises to trimmed lower case for de-duplication', () => {
    expect(normaliseEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});
