// The contact form's rules (spec: name, email, subject and message, all required) and messages,
// shared by the form island and POST /api/contact.
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isValidEmail } from './email';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 150,
  message: 5000,
};

export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  emailInvalid: EMAIL_INVALID_MESSAGE,
  subject: 'Please enter a subject',
  message: 'Please enter your message',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  sent: "Thank you for your message. We'll get back to you within one business day.",
  failed: 'Your message could not be sent. Please try again.',
} as const;

export type ContactValidation = { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors };

/** Trims every field and checks it; the first failing rule of each field gives its message. */
export function validateContact(input: Record<ContactField, string>): ContactValidation {
  const value = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, input[f].trim()])) as ContactMessage;
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (value[field] === '') errors[field] = CONTACT_MESSAGES[field];
    else if (value[field].length > CONTACT_MAX_LENGTH[field])
      errors[field] = CONTACT_MESSAGES.tooLong(CONTACT_MAX_LENGTH[field]);
  }
  if (!errors.email && !isValidEmail(value.email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
