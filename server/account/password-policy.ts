import 'server-only';
import commonPasswords from 'fxa-common-password-list';
import { privateError } from '@/server/http/private-json';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

// What a new password must not be, beyond the form's length rule (lib/account/schemas.ts): one of
// the 50,000 most common passwords of 8+ characters (fxa-common-password-list, Mozilla's, from
// SecLists' top million; compared lower-cased, as the list is). ASVS 5.0 V6.2.4. Server only: the
// list is ~240 KB and the browser has no business holding it.

export const COMMON_PASSWORD =
  'This password is too common and easy to guess. Please choose a different one.';

/** The field message for a new password on the list, or null when it is not. */
export function commonPasswordError(plain: string, locale: Locale = 'en'): string | null {
  return commonPasswords.test(plain.toLowerCase()) ? MESSAGES[locale].account.commonPassword : null;
}

/** The 400 for a new password on the list, in the form's field; undefined when it is fine. */
export function refuseCommonPassword(plain: string, field: string, locale: Locale): Response | undefined {
  const message = commonPasswordError(plain, locale);
  return message ? privateError(400, 'invalid', message, { fields: { [field]: message } }) : undefined;
}
