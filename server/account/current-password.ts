import 'server-only';
import { readPeople } from '@/server/erp/people';
import { isMissing } from '@/server/erp/errors';
import { privateError, unavailable } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { securityEvent, type SecurityEventName } from '@/server/http/security-event';
import { consumeAll } from './auth-http';
import { verifyPassword } from './password';
import type { Result } from '@/lib/result';

// The current password asked again before a change a stolen session must not make alone (the
// password, the sign-in email, deletion). Every check counts against one per-account limit, so a
// stolen session cannot turn these forms into a password oracle.

export const accountKey = (userId: number) => `user:${userId}`;

/** 'missing': the person is gone from the ERP (erased by staff), there is no password to check. */
export type PasswordCheck = Result<void, 'missing' | Response>;

/** A 400 for a wrong password, its message on the currentPassword field. */
export const wrongPassword = (message: string) =>
  privateError(400, 'wrong_password', message, { fields: { currentPassword: message } });

export interface CurrentPasswordCheck {
  limiter: RateLimiter;
  userId: number;
  plain: string;
  /** The answer to a mismatch. */
  wrong: () => Response;
  request: Request;
  /** The change asked for, logged as a failure on a wrong password. */
  event: SecurityEventName;
}

/**
 * One point of `limiter` for the account (429 past it), then `plain` against the stored password:
 * `wrong` answers a mismatch (logged as a security event), a 503 an ERP failure.
 */
export async function checkCurrentPassword(check: CurrentPasswordCheck): Promise<PasswordCheck> {
  const { limiter, userId, plain, wrong, request, event } = check;
  const limited = await consumeAll([[limiter, accountKey(userId)]], request, { userId });
  if (limited) return { ok: false, error: limited };
  const people = await readPeople(userId);
  if (!people.ok)
    return isMissing(people.error)
      ? { ok: false, error: 'missing' }
      : { ok: false, error: unavailable(request) };
  const verdict = await verifyPassword(plain, people.data.password.reveal());
  if (verdict.ok) return { ok: true, data: undefined };
  securityEvent({ event, outcome: 'failure', request, userId, reason: 'wrong_password' });
  return { ok: false, error: wrong() };
}
