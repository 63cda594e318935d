import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, validateContact } from '@/lib/forms/contact';
import { isValidEmail, normaliseEmail } from '@/lib/forms/email';

const valid = {
  name: 'Ana Georgiou',
  email: 'ana@example.com',
  subject: 'Order 1042',
  message: 'Where is my parcel?',
};

describe('contact form rules (all fields required)', () => {
  it('accepts a complete message and trims it', () => {
    expect(validateContact({ ...valid, name: '  Ana Georgiou ' })).toEqual({ ok: true, value: valid });
  });

  it('names each missing field with its own message', () => {
    expect(validateContact({ name: '', email: ' ', subject: '', message: '\n' })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name',
        email: 'Please enter your email address',
        subject: 'Please enter a subject',
        message: 'Please enter your message',
      },
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
      expect(validateContact({ ...valid, email })).toEqual({
        ok: false,
        errors: { email: 'Please enter a valid email address' },
      });
    }
  });

  it('refuses overlong fields', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: { message: 'Please keep this under 5000 characters' },
    });
    expect(validateContact({ ...valid, message: 'x'.repeat(5000) }).ok).toBe(true);
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
