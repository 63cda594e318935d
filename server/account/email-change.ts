import 'server-only';
import type { Checked } from '@/server/http/private-json';
import { ACCOUNT_MESSAGES } from '@/lib/account/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { translator } from '@/server/i18n/translate';
import { accountLanguage } from './account-language';
import type { CustomerRef } from '@/lib/account/types';
import type { ErpResult } from '@/server/erp/errors';
import { notFound } from '@/server/account/account-request';
import { privateError, unavailable } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { storeUnavailable } from '@/server/http/store-outage';
import { emailChangeLinkMail } from '@/server/mail/account-mail';
import type { EmailChanges } from '@/server/store/email-changes';
import { checkCurrentPassword, wrongPassword } from './current-password';
import { logFor } from '@/server/log/logger';
import { mailAfter, type AccountNotices } from './notices';

const log = logFor('account');

// The first half of a sign-in email change (docs/decisions/0007): the profile save asks for the
// current password, then mails a single-use link to the new address. Nothing about the sign-in
// changes until that link is confirmed (./confirm-email-route.ts).

/** What the profile save answers once the link is on its way. */
export const emailChangeSent = (email: string, locale: Locale = 'en') =>
  translator(locale, 'account')('emailChangeSent', { email });

export interface EmailChangeDeps {
  /** Counts current-password checks per account (the password change's limit). */
  passwordLimiter: RateLimiter;
  changes: () => EmailChanges;
  notices: AccountNotices;
  siteUrl: () => string;
}

const M = ACCOUNT_MESSAGES;

/** A 409 for an email that is another account's sign-in. */
export const emailTaken = (message: string = M.emailTaken) =>
  privateError(409, 'email_taken', message, { fields: { email: message } });

/** True when `email` is nobody's sign-in but (maybe) `userId`'s own. */
export async function emailFree(
  find: (email: string) => Promise<ErpResult<CustomerRef | null>>,
  email: string,
  userId: number,
): Promise<ErpResult<boolean>> {
  const other = await find(email);
  return other.ok ? { ok: true, data: !other.data || other.data.peopleId === userId } : other;
}

export interface EmailChangeRequest {
  userId: number;
  addressId: number;
  newEmail: string;
  currentPassword: string | undefined;
  /** The profile save's own request, for the limit's key and the security log. */
  http: Request;
}

/**
 * Checks the password and that the address is free, then stores the change: the link's token,
 * or the refusal to answer (nothing stored, nothing mailed).
 */
export async function startEmailChange(
  deps: EmailChangeDeps,
  find: (email: string) => Promise<ErpResult<CustomerRef | null>>,
  request: EmailChangeRequest,
): Promise<Checked<string>> {
  const { userId, addressId, newEmail, currentPassword, http } = request;
  const { m, t } = accountLanguage(http);
  if (!currentPassword)
    return {
      ok: false,
      error: privateError(400, 'password_required', m.currentPassword, {
        fields: { currentPassword: m.currentPassword },
      }),
    };
  if (!deps.notices.mail) {
    log.error('an email change was asked for but SMTP is not configured');
    return { ok: false, error: storeUnavailable(http) };
  }
  const checked = await checkCurrentPassword({
    limiter: deps.passwordLimiter,
    userId,
    plain: currentPassword,
    wrong: () => wrongPassword(m.wrongPasswordEmail),
    request: http,
    event: 'email_change_requested',
  });
  if (!checked.ok)
    return { ok: false, error: checked.error === 'missing' ? notFound(t('accountNotFound')) : checked.error };
  const free = await emailFree(find, newEmail, userId);
  if (!free.ok) return { ok: false, error: unavailable(http) };
  if (!free.data) return { ok: false, error: emailTaken(m.emailTaken) };
  return { ok: true, data: await deps.changes().create({ userId, addressId, newEmail }) };
}

/** Mails the confirm link to the new address, after the answer. */
export function mailEmailChangeLink(deps: EmailChangeDeps, newEmail: string, token: string, locale: Locale) {
  const page = localePath(locale, '/account/confirm-email');
  const link = `${new URL(deps.siteUrl()).origin}${page}?token=${token}`;
  mailAfter(deps.notices, newEmail, emailChangeLinkMail(link, locale), 'email change link');
}
