import 'server-only';
import { passwordResetRequestSchemaFor, passwordResetSchemaFor } from '@/lib/account/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { accountLanguage, schemaIn } from './account-language';
import { findCustomerByEmail, updatePasswordField } from '@/server/erp/people';
import { accountAddressKey, emailKey, ipKey } from '@/server/http/rate-limit';
import {
  PASSWORD_RESET_IP_RATE_LIMIT,
  RESET_MAIL_ACCOUNT_RATE_LIMIT,
  RESET_REQUEST_ACCOUNT_RATE_LIMIT,
  RESET_REQUEST_IP_RATE_LIMIT,
} from '@/server/http/rate-limits';
import type { PasswordResets } from '@/server/store/password-resets';
import { privateError, unavailable } from '@/server/http/private-json';
import { passwordChangedMail } from '@/server/mail/account-mail';
import { MAIL_RETRY_DELAYS_MS, withRetries } from '@/server/mail/retry';
import { storeUnavailable } from '@/server/http/store-outage';
import { errorFields, logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/http/security-event';
import { consumeAll, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { accountEmail, mailAfter, type AccountNotices } from './notices';
import { clearSignInCounts } from './login-route';
import { hashPassword } from './password';
import { refuseCommonPassword } from './password-policy';

// POST /api/auth/forgot: { email } → always the same 200, whether the account exists or not; when
// it does, a single-use link valid 30 minutes is mailed after the answer is sent (so the answer's
// timing says nothing either). What could only fail after the answer is checked before it, for
// every request alike: no mail server, or the link store out of reach, is a 503 for everyone
// (answerStoreOutage's message), never a 200 with no link. A mail that fails is tried again
// (MAIL_RETRY_DELAYS_MS) and then logged: the shopper can only be told by asking again.
// POST /api/auth/reset: { token, newPassword, confirmPassword } → 200; every session of the account
// ends and nobody is signed in: the customer signs in with the new password. The account's address
// is told by mail that its password was changed.

const log = logFor('auth');

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset its password. It is valid for 30 minutes.';

export interface ForgotDeps extends AuthEnv {
  resets: () => PasswordResets;
  /** Sends the link; undefined when SMTP is not configured. */
  mail?: (to: string, link: string, locale: Locale) => Promise<void>;
  /** Runs work after the response is sent (next/server `after` in the app). */
  defer: (task: () => Promise<void>) => void;
  /** MAIL_RETRY_DELAYS_MS unless a test says otherwise. */
  mailRetryDelaysMs?: readonly number[];
}

const passwordResetRequestSchema = schemaIn(passwordResetRequestSchemaFor);
const passwordResetSchema = schemaIn(passwordResetSchemaFor);

export function forgotHandler(deps: ForgotDeps) {
  const perAddress = deps.limiter(RESET_REQUEST_IP_RATE_LIMIT);
  const accountHere = deps.limiter(RESET_REQUEST_ACCOUNT_RATE_LIMIT);
  const mailsToAccount = deps.limiter(RESET_MAIL_ACCOUNT_RATE_LIMIT);
  return async function POST(request: Request): Promise<Response> {
    const { locale, t } = accountLanguage(request);
    const input = await readAuthJson(request, deps, passwordResetRequestSchema(locale));
    if (!input.ok) return input.error;
    const { email } = input.data;
    const limited = await consumeAll(
      [
        [perAddress, ipKey(request.headers)],
        [accountHere, accountAddressKey(email, request.headers)],
      ],
      request,
      { email },
    );
    if (limited) return limited;
    const { mail } = deps;
    if (!mail) {
      log.error('a password reset was requested but SMTP is not configured');
      return storeUnavailable(request);
    }
    const resets = deps.resets();
    await resets.reachable(); // throws while the store is out of reach: 503 (answerStoreOutage)
    deps.defer(async () => {
      const ref = await findCustomerByEmail(email);
      if (!ref.ok) {
        log.error({ kind: ref.error.kind }, 'reset request not handled, ERP lookup failed');
        return;
      }
      if (!ref.data) return;
      // Past the account's mail ceiling the answer was the same; only the mail is not sent.
      const mailable = await mailsToAccount.consume(emailKey(email));
      if (!mailable.ok) {
        log.warn('reset mail not sent: the account has had its mails for this hour');
        return;
      }
      let token: string;
      try {
        token = await resets.create(ref.data.peopleId, ref.data.addressId);
      } catch (error) {
        // The store went away in the moment since it answered: nothing to mail.
        log.error(errorFields(error), 'reset request not handled, the link could not be stored');
        return;
      }
      const link = `${new URL(deps.siteUrl()).origin}${localePath(locale, '/reset-password')}?token=${token}`;
      const delays = deps.mailRetryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
      const failed = await withRetries(() => mail(email, link, locale), delays);
      // Neither the address nor the link goes into the log.
      if (failed)
        log.error({ tries: delays.length + 1, ...errorFields(failed) }, 'the reset link could not be mailed');
    });
    securityEvent({ event: 'reset_requested', outcome: 'success', request, email });
    return requestSession(request, deps).json({ ok: true, message: t('resetRequested') });
  };
}

export interface ResetDeps extends AuthEnv {
  resets: () => PasswordResets;
  notices?: AccountNotices;
}

export function resetHandler(deps: ResetDeps) {
  const perAddress = deps.limiter(PASSWORD_RESET_IP_RATE_LIMIT);
  return async function POST(request: Request): Promise<Response> {
    const { locale, m } = accountLanguage(request);
    const input = await readAuthJson(request, deps, passwordResetSchema(locale));
    if (!input.ok) return input.error;
    const limited = await consumeAll([[perAddress, ipKey(request.headers)]], request);
    if (limited) return limited;
    const { token, newPassword } = input.data;
    const common = refuseCommonPassword(newPassword, 'newPassword', locale);
    if (common) return common;
    const resets = deps.resets();
    const userId = await resets.claim(token);
    if (userId === null) {
      securityEvent({ event: 'reset_used', outcome: 'failure', request, reason: 'invalid_token' });
      return privateError(400, 'invalid_token', m.resetToken, {
        fields: { token: m.resetToken },
      });
    }
    // The store's writes before the ERP's: with the store gone nothing has changed (503), and a
    // new password never leaves the old sessions or the account's other links valid. If the ERP
    // then fails, this link works again; the sessions stay ended (the safe side).
    await resets.closeAll(userId);
    const session = requestSession(request, deps);
    await session.deps.revocations.revokeAll(userId);
    const updated = await updatePasswordField(userId, await hashPassword(newPassword));
    if (!updated.ok) {
      await resets.release(token);
      log.error({ kind: updated.error.kind }, 'password reset failed at the ERP');
      return unavailable(request);
    }
    securityEvent({ event: 'reset_used', outcome: 'success', request, userId });
    const email = await accountEmail(userId, await resets.addressOf(token))().catch(() => null);
    if (email) {
      await clearSignInCounts(deps, email, request.headers);
      mailAfter(deps.notices, email, passwordChangedMail(locale), 'password changed');
    }
    return session.json({ ok: true });
  };
}
