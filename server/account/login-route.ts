import 'server-only';
import { loginSchema } from '@/lib/account/schemas';
import { findCustomerByEmail, readPeople, updatePasswordField } from '@/server/erp/people';
import { emailKey, ipKey, type RateLimiter } from '@/server/http/rate-limit';
import { privateError, unavailable } from '@/server/http/private-json';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/log/security-event';
import { consumeAll, publicUser, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { hashPassword, verifyDummy, verifyPassword } from './password';
import { startSession } from './session';

// POST /api/auth/login: { email, password, rememberMe? } → 200 { user } with a session cookie.
// An unknown email and a wrong password get the same answer, after the same scrypt cost.

const log = logFor('auth');

export const LOGIN_FAILED = 'Invalid email or password. Please try again.';

export interface LoginDeps extends AuthEnv {
  ipLimiter: RateLimiter;
  accountLimiter: RateLimiter;
}

export function loginHandler(deps: LoginDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readAuthJson(request, deps, loginSchema);
    if (!input.ok) return input.response;
    const { email, password } = input.data;
    const limited = await consumeAll(
      [
        [deps.ipLimiter, ipKey(request.headers)],
        [deps.accountLimiter, emailKey(email)],
      ],
      request,
      { event: 'sign_in_throttled', email },
    );
    if (limited) return limited;
    const failed = () => {
      securityEvent({ event: 'sign_in', outcome: 'failure', request, email });
      return privateError(401, 'invalid_credentials', LOGIN_FAILED);
    };

    const ref = await findCustomerByEmail(email);
    if (!ref.ok) return unavailable();
    if (!ref.data) {
      await verifyDummy(password);
      return failed();
    }
    const people = await readPeople(ref.data.peopleId);
    if (!people.ok) {
      if (people.error.kind !== 'not_found') return unavailable();
      await verifyDummy(password);
      return failed();
    }
    const verdict = await verifyPassword(password, people.data.password.reveal());
    if (!verdict.ok) return failed();
    if (verdict.needsRehash) {
      const upgraded = await updatePasswordField(people.data.id, await hashPassword(password));
      // The sign-in still succeeds; the next one tries the upgrade again.
      if (!upgraded.ok) log.error({ kind: upgraded.error.kind }, 'could not upgrade a stored password');
    }
    // The menu's fields come from the two records already read: the person's first name, and the
    // email the address record was found by (normalised by the schema as the ERP stores it).
    const user = {
      userId: people.data.id,
      addressId: ref.data.addressId,
      name: people.data.firstName,
      email,
    };
    const session = requestSession(request, deps);
    await Promise.all([deps.accountLimiter.reset(emailKey(email)), startSession(session.deps, user)]);
    securityEvent({ event: 'sign_in', outcome: 'success', request, userId: user.userId });
    return session.json({ user: publicUser(user) });
  };
}
