import 'server-only';
import { PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT } from '@/server/http/rate-limits';
import { passwordChangeSchemaFor } from '@/lib/account/schemas';
import { MESSAGES } from '@/messages';
import { accountLanguage, schemaIn } from './account-language';
import { updatePasswordField } from '@/server/erp/people';
import { guestResponse } from '@/server/account/account-request';
import { privateError, unavailable, unavailableBody } from '@/server/http/private-json';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/http/security-event';
import { passwordChangedMail } from '@/server/mail/account-mail';
import { publicUser, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { accountKey, checkCurrentPassword } from './current-password';
import { accountEmail, mailAfter, type AccountNotices } from './notices';
import { hashPassword } from './password';
import { refuseCommonPassword } from './password-policy';
import { readSession, startSession } from './session';

// POST /api/auth/password: { currentPassword, newPassword, confirmPassword } for the signed-in
// customer → 200 { user }; every other session of the account ends, this browser is signed in again,
// and the account's address is told by mail ("your password was changed; if it was not you…").

export const PASSWORD_CHANGE_FAILED =
  'Failed to update password. Please check your current password and try again';

export { accountKey };

const log = logFor('auth');
const passwordChangeSchema = schemaIn(passwordChangeSchemaFor);

export interface PasswordChangeDeps extends AuthEnv {
  notices?: AccountNotices;
}

export function passwordChangeHandler(deps: PasswordChangeDeps) {
  // Current-password checks per account, shared with the email change and deletion.
  const accountLimiter = deps.limiter(PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT);
  return async function POST(request: Request): Promise<Response> {
    const { locale } = accountLanguage(request);
    const input = await readAuthJson(request, deps, passwordChangeSchema(locale));
    if (!input.ok) return input.error;
    const session = requestSession(request, deps);
    const user = await readSession(session.deps);
    if (!user) return guestResponse(request);
    const common = refuseCommonPassword(input.data.newPassword, 'newPassword', locale);
    if (common) return common;
    const checked = await checkCurrentPassword({
      limiter: accountLimiter,
      userId: user.userId,
      plain: input.data.currentPassword,
      wrong: () => privateError(400, 'wrong_password', MESSAGES[locale].account.page.toasts.passwordFailed),
      request,
      event: 'password_changed',
    });
    if (!checked.ok) return checked.error === 'missing' ? unavailable(request) : checked.error;
    // The shop's store before the ERP: with the store out of reach nothing has changed yet (503,
    // answerStoreOutage), and a new password is never left with the old sessions still valid. If
    // the ERP then fails, the other sessions have ended (the safe side), this browser stays signed
    // in, and the password is the old one.
    await session.deps.revocations.revokeAll(user.userId);
    const { issuedAt: _issuedAt, ...fresh } = user;
    void _issuedAt;
    await startSession(session.deps, fresh, { remember: user.remember !== false });
    const updated = await updatePasswordField(user.userId, await hashPassword(input.data.newPassword));
    if (!updated.ok) {
      log.error({ kind: updated.error.kind }, 'password change failed at the ERP');
      return session.json(unavailableBody(request), 503);
    }
    await accountLimiter.reset(accountKey(user.userId));
    securityEvent({ event: 'password_changed', outcome: 'success', request, userId: user.userId });
    mailAfter(
      deps.notices,
      accountEmail(user.userId, user.addressId),
      passwordChangedMail(locale),
      'password changed',
    );
    return session.json({ user: publicUser(user) });
  };
}
