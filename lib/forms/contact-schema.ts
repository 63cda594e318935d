import { z } from 'zod/mini';
import { CONTACT_MAX_LENGTH, CONTACT_MESSAGES as M, type ContactField } from './contact';
import { isValidEmail } from './email';

// The contact form's rules, one zod/mini schema for the form (zodResolver) and POST /api/contact:
// each field trimmed, required and within its length, the email well-formed. A field's first
// failing rule gives its message (the form and the route's `fields` both show only the first).
// The messages are the shopper's language: the form passes its texts (messages/<locale>/
// content.json's client.errors), the route the same texts in the request's language.

/** The form's messages in one language; `tooLong` has a {max} placeholder. */
export interface ContactErrors {
  name: string;
  email: string;
  emailInvalid: string;
  subject: string;
  message: string;
  tooLong: string;
}

const ENGLISH: ContactErrors = { ...M, tooLong: 'Please keep this under {max} characters' };

export function contactSchemaIn(m: ContactErrors) {
  const required = (field: ContactField) =>
    z.string({ error: m[field] }).check(
      z.trim(),
      z.minLength(1, { error: m[field] }),
      z.maxLength(CONTACT_MAX_LENGTH[field], {
        error: m.tooLong.replace('{max}', String(CONTACT_MAX_LENGTH[field])),
      }),
    );
  return z.strictObject({
    name: required('name'),
    email: required('email').check(z.refine(isValidEmail, { error: m.emailInvalid })),
    subject: required('subject'),
    message: required('message'),
  });
}

/** The schema with the English messages. */
export const contactSchema = contactSchemaIn(ENGLISH);
