import 'server-only';
import { loginSchemaFor } from '@/lib/account/schemas';
import { MESSAGES } from '@/messages';
import { accountLanguage, schemaIn } from './account-language';
import { findCustomerByEmail, readPeople, updatePasswordField } from '@/server/erp/people';
import { accountAddressKey, emailKey, ipKey } from '@/server/http/rate-limit';
import {
  SIGN_IN_ACCOUNT_RATE_LIMIT,
  SIGN_IN_ACCOUNT_WIDE_COUNT,
  SIGN_IN_IP_RATE_LIMIT,
} from '@/server/http/rate-limits';
import { privateError, unavailable } from '@/server/http/private-json';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/http/security-event';
import { consumeAll, publicUser, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { hashPassword, verifyDummy, verifyPassword } from './password';
import { startSession } from './session';
import { signInDelayMs } from './sign-in-throttle';

// POST /api/auth/login: { email, password, rememberMe? } → 200 { user } with a session cookie.
// An unknown email and a wrong password get the same answer, after the same scrypt cost.
// Failures are counted three ways (server/http/rate-limits.ts): per address (loose, successes
// refunded), per account and address (5, then refused for that address only), and per account
// from everywhere (never refused: it delays the account's next attempts, sign-in-throttle.ts).

const log = logFor('auth');

export const LOGIN_FAILED = 'Invalid email or password. Please try again.';
const loginSchema = schemaIn(loginSchemaFor);

export interface LoginDeps extends AuthEnv {
  /** Waits the account-wide delay; a test records it instead. */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A password reset clears the account's sign-in counts: from everywhere, and from the address that
 * reset it (the owner's; a stranger's address stays refused for the rest of its window).
 */
export async function clearSignInCounts(env: AuthEnv, email: string, headers: Headers): Promise<void> {
  await Promise.all([
    env.limiter(SIGN_IN_ACCOUNT_RATE_LIMIT).reset(accountAddressKey(email, headers)),
    env.limiter(SIGN_IN_ACCOUNT_WIDE_COUNT).reset(emailKey(email)),
  ]);
}

export function loginHandler(deps: LoginDeps) {
  const addressFailures = deps.limiter(SIGN_IN_IP_RATE_LIMIT);
  const accountHere = deps.limiter(SIGN_IN_ACCOUNT_RATE_LIMIT);
  const accountWide = deps.limiter(SIGN_IN_ACCOUNT_WIDE_COUNT);
  const sleep = deps.sleep ?? sleepFor;

  return async function POST(request: Request): Promise<Response> {
    const { locale } = accountLanguage(request);
    const input = await readAuthJson(request, deps, loginSchema(locale));
    if (!input.ok) return input.error;
    const { email, password, rememberMe } = input.data;
    const address = ipKey(request.headers);
    const here = accountAddressKey(email, request.headers);
    // Every attempt is counted as a failure up front (so parallel guesses cannot slip past the
    // count) and a success gives it back.
    const limited = await consumeAll(
      [
        [addressFailures, address],
        [accountHere, here],
      ],
      request,
      { event: 'sign_in_throttled', email },
    );
    if (limited) return limited;
    const wide = await accountWide.consume(emailKey(email));
    const delay = signInDelayMs(wide.ok ? wide.data.used - 1 : 0);
    if (delay > 0) await sleep(delay);
    const failed = () => {
      securityEvent({ event: 'sign_in', outcome: 'failure', request, email });
      return privateError(401, 'invalid_credentials', MESSAGES[locale].account.client.toasts.loginFailed);
    };

    const ref = await findCustomerByEmail(email);
    if (!ref.ok) return unavailable(request);
    if (!ref.data) {
      await verifyDummy(password);
      return failed();
    }
    const people = await readPeople(ref.data.peopleId);
    if (!people.ok) {
      if (people.error.kind !== 'not_found') return unavailable(request);
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
    await Promise.all([
      addressFailures.refund(address),
      accountHere.reset(here),
      accountWide.reset(emailKey(email)),
      startSession(session.deps, user, { remember: rememberMe === true }),
    ]);
    securityEvent({ event: 'sign_in', outcome: 'success', request, userId: user.userId });
    return session.json({ user: publicUser(user) });
  };
}
