// Email checks shared by the browser (instant messages) and the route handlers (which re-check):
// a small function instead of a schema library, to keep client bundles light.

/** The spec's message for an invalid address (login, checkout and the contact form). */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
/** RFC 5321: an address is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

// One @, something on both sides, a dot in the domain, no spaces: the same bar as
// <input type="email"> in spirit; the real check is whether mail arrives.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** The form an address is stored and compared in: trimmed, lower case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
