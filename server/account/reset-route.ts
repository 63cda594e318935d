import 'server-only';
import { ACCOUNT_MESSAGES, passwordResetRequestSchema, passwordResetSchema } from '@/lib/account/schemas';
import { findCustomerByEmail, updatePasswordField } from '@/server/erp/people';
import { emailKey, ipKey, type RateLimiter } from '@/server/http/rate-limit';
import type { PasswordResets } from '@/server/store/password-resets';
import { privateError, unavailable } from '@/server/http/private-json';
import { consumeAll, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { hashPassword } from './password';

// POST /api/auth/forgot: { email } → always the same 200, whether the account exists or not; when
// it does, a single-use link valid 30 minutes is mailed after the answer is sent (so the answer's
// timing says nothing either).
// POST /api/auth/reset: { token, newPassword, confirmPassword } → 200; every session of the account
// ends and nobody is signed in: the customer signs in with the new password.

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset its password. It is valid for 30 minutes.';

export interface ForgotDeps extends AuthEnv {
  ipLimiter: RateLimiter;
  accountLimiter: RateLimiter;
  resets: () => PasswordResets;
  /** Sends the link; undefined when SMTP is not configured. */
  mail?: (to: string, link: string) => Promise<void>;
  /** Runs work after the response is sent (next/server `after` in the app). */
  defer: (task: () => Promise<void>) => void;
}

export function forgotHandler(deps: ForgotDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readAuthJson(request, deps, passwordResetRequestSchema);
    if (!input.ok) return input.response;
    const { email } = input.data;
    const limited = await consumeAll([
      [deps.ipLimiter, ipKey(request.headers)],
      [deps.accountLimiter, emailKey(email)],
    ]);
    if (limited) return limited;
    const { mail } = deps;
    deps.defer(async () => {
      const ref = await findCustomerByEmail(email);
      if (!ref.ok) {
        console.error(`auth: reset request not handled, ERP lookup failed (${ref.error.kind})`);
        return;
      }
      if (!ref.data) return;
      if (!mail) {
        console.warn('auth: a password reset was requested but SMTP is not configured');
        return;
      }
      const token = await deps.resets().create(ref.data.peopleId);
      const link = `${new URL(deps.siteUrl()).origin}/reset-password?token=${token}`;
      try {
        await mail(email, link);
      } catch (error) {
        console.error('auth: the reset link could not be mailed:', (error as Error).message);
      }
    });
    return requestSession(request, deps).json({ ok: true, message: RESET_REQUESTED });
  };
}

export interface ResetDeps extends AuthEnv {
  ipLimiter: RateLimiter;
  resets: () => PasswordResets;
}

export function resetHandler(deps: ResetDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readAuthJson(request, deps, passwordResetSchema);
    if (!input.ok) return input.response;
    const limited = await consumeAll([[deps.ipLimiter, ipKey(request.headers)]]);
    if (limited) return limited;
    const { token, newPassword } = input.data;
    const resets = deps.resets();
    const userId = await resets.claim(token);
    if (userId === null)
      return privateError(400, 'invalid_token', ACCOUNT_MESSAGES.resetToken, {
        fields: { token: ACCOUNT_MESSAGES.resetToken },
      });
    const updated = await updatePasswordField(userId, await hashPassword(newPassword));
    if (!updated.ok) {
      await resets.release(token);
      console.error(`auth: password reset failed at the ERP (${updated.error.kind})`);
      return unavailable();
    }
    await resets.closeAll(userId);
    const session = requestSession(request, deps);
    await session.deps.revocations.revokeAll(userId);
    return session.json({ ok: true });
  };
}
