import 'server-only';
import { passwordChangeSchema } from '@/lib/account/schemas';
import { updatePasswordField } from '@/server/erp/people';
import { guestResponse } from '@/server/http/account-request';
import type { RateLimiter } from '@/server/http/rate-limit';
import { privateError, unavailable, UNAVAILABLE } from '@/server/http/private-json';
import { passwordChangedMail } from '@/server/mail/account-mail';
import { publicUser, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { accountKey, checkCurrentPassword } from './current-password';
import { accountEmail, mailAfter, type AccountNotices } from './notices';
import { hashPassword } from './password';
import { readSession, startSession } from './session';

// POST /api/auth/password: { currentPassword, newPassword, confirmPassword } for the signed-in
// customer → 200 { user }; every other session of the account ends, this browser is signed in again,
// and the account's address is told by mail ("your password was changed; if it was not you…").

export const PASSWORD_CHANGE_FAILED =
  'Failed to update password. Please check your current password and try again';

export { accountKey };

const unavailableBody = { error: { code: 'unavailable', message: UNAVAILABLE } };

export interface PasswordChangeDeps extends AuthEnv {
  /** Counts current-password checks per account (shared with the email change and deletion). */
  accountLimiter: RateLimiter;
  notices?: AccountNotices;
}

export function passwordChangeHandler(deps: PasswordChangeDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readAuthJson(request, deps, passwordChangeSchema);
    if (!input.ok) return input.response;
    const session = requestSession(request, deps);
    const user = await readSession(session.deps);
    if (!user) return guestResponse();
    const checked = await checkCurrentPassword(
      deps.accountLimiter,
      user.userId,
      input.data.currentPassword,
      () => privateError(400, 'wrong_password', PASSWORD_CHANGE_FAILED),
    );
    if (!checked.ok) return checked.missing ? unavailable() : checked.response;
    // The shop's store before the ERP: with the store out of reach nothing has changed yet (503,
    // answerStoreOutage), and a new password is never left with the old sessions still valid. If
    // the ERP then fails, the other sessions have ended (the safe side), this browser stays signed
    // in, and the password is the old one.
    await session.deps.revocations.revokeAll(user.userId);
    const { issuedAt: _issuedAt, ...fresh } = user;
    void _issuedAt;
    await startSession(session.deps, fresh);
    const updated = await updatePasswordField(user.userId, await hashPassword(input.data.newPassword));
    if (!updated.ok) {
      console.error(`auth: password change failed at the ERP (${updated.error.kind})`);
      return session.json(unavailableBody, 503);
    }
    await deps.accountLimiter.reset(accountKey(user.userId));
    mailAfter(
      deps.notices,
      accountEmail(user.userId, user.addressId),
      passwordChangedMail(),
      'password changed',
    );
    return session.json({ user: publicUser(user) });
  };
}
