import 'server-only';
import { passwordChangeSchema } from '@/lib/account/schemas';
import { readPeople, updatePasswordField } from '@/server/erp/people';
import { guestResponse } from '@/server/http/account-request';
import type { RateLimiter } from '@/server/http/rate-limit';
import { privateError, unavailable, UNAVAILABLE } from '@/server/http/private-json';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/log/security-event';
import { consumeAll, publicUser, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { hashPassword, verifyPassword } from './password';
import { refuseCommonPassword } from './password-policy';
import { readSession, startSession } from './session';

// POST /api/auth/password: { currentPassword, newPassword, confirmPassword } for the signed-in
// customer → 200 { user }; every other session of the account ends, this browser is signed in again.

export const PASSWORD_CHANGE_FAILED =
  'Failed to update password. Please check your current password and try again';

export const accountKey = (userId: number) => `user:${userId}`;

const log = logFor('auth');

const unavailableBody = { error: { code: 'unavailable', message: UNAVAILABLE } };

export interface PasswordChangeDeps extends AuthEnv {
  accountLimiter: RateLimiter;
}

export function passwordChangeHandler(deps: PasswordChangeDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readAuthJson(request, deps, passwordChangeSchema);
    if (!input.ok) return input.response;
    const session = requestSession(request, deps);
    const user = await readSession(session.deps);
    if (!user) return guestResponse();
    const limited = await consumeAll([[deps.accountLimiter, accountKey(user.userId)]], request, {
      userId: user.userId,
    });
    if (limited) return limited;
    const common = refuseCommonPassword(input.data.newPassword, 'newPassword');
    if (common) return common;
    const people = await readPeople(user.userId);
    if (!people.ok) return unavailable();
    const verdict = await verifyPassword(input.data.currentPassword, people.data.password.reveal());
    if (!verdict.ok) {
      securityEvent({
        event: 'password_changed',
        outcome: 'failure',
        request,
        userId: user.userId,
        reason: 'wrong_password',
      });
      return privateError(400, 'wrong_password', PASSWORD_CHANGE_FAILED);
    }
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
      return session.json(unavailableBody, 503);
    }
    await deps.accountLimiter.reset(accountKey(user.userId));
    securityEvent({ event: 'password_changed', outcome: 'success', request, userId: user.userId });
    return session.json({ user: publicUser(user) });
  };
}
