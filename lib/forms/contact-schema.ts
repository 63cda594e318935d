import { z } from 'zod/mini';
import { CONTACT_MAX_LENGTH, CONTACT_MESSAGES as M, type ContactField } from './contact';
import { isValidEmail } from './email';

// The contact form's rules, one zod/mini schema for the form (zodResolver) and POST /api/contact:
// each field trimmed, required and within its length, the email well-formed. A field's first
// failing rule gives its message (the form and the route's `fields` both show only the first).

const required = (field: ContactField) =>
  z
    .string({ error: M[field] })
    .check(
      z.trim(),
      z.minLength(1, { error: M[field] }),
      z.maxLength(CONTACT_MAX_LENGTH[field], { error: M.tooLong(CONTACT_MAX_LENGTH[field]) }),
    );

export const contactSchema = z.strictObject({
  name: required('name'),
  email: required('email').check(z.refine(isValidEmail, { error: M.emailInvalid })),
  subject: required('subject'),
  message: required('message'),
});
