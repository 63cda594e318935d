// The contact form's fields, limits and messages (spec: name, email, subject and message, all
// required), for the form, its schema (./contact-schema) and POST /api/contact. No zod here: the
// page's first load imports this file, the schema comes with the form's first edit.
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH } from './email';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

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
