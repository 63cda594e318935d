import 'server-only';
import { ACCOUNT_MESSAGES, registerSchema } from '@/lib/account/schemas';
import { createCustomer, findCustomerByEmail } from '@/server/erp/people';
import { ipKey, type RateLimiter } from '@/server/http/rate-limit';
import { privateError, unavailable } from '@/server/http/private-json';
import { welcomeMail } from '@/server/mail/account-mail';
import { consumeAll, publicUser, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { mailAfter, type AccountNotices } from './notices';
import { hashPassword } from './password';
import { startSession } from './session';

// POST /api/auth/register: { firstName, lastName, email, phone?, password, confirmPassword } →
// 201 { user: { name, email } } with a session cookie, and a welcome mail after the answer; 409
// when the email is taken.

export const EMAIL_TAKEN = ACCOUNT_MESSAGES.emailTaken;

export interface RegisterDeps extends AuthEnv {
  ipLimiter: RateLimiter;
  notices?: AccountNotices;
}

export function registerHandler(deps: RegisterDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readAuthJson(request, deps, registerSchema);
    if (!input.ok) return input.response;
    const limited = await consumeAll([[deps.ipLimiter, ipKey(request.headers)]]);
    if (limited) return limited;
    const { firstName, lastName, email, phone, password } = input.data;
    const existing = await findCustomerByEmail(email);
    if (!existing.ok) return unavailable();
    if (existing.data)
      return privateError(409, 'email_taken', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
    const created = await createCustomer({
      firstName,
      lastName,
      email,
      phone: phone ?? '',
      passwordHash: await hashPassword(password),
    });
    if (!created.ok) {
      console.error(`auth: registration failed at the ERP (${created.error.kind})`);
      return unavailable();
    }
    const session = requestSession(request, deps);
    const user = { userId: created.data.peopleId, addressId: created.data.addressId, name: firstName, email };
    await startSession(session.deps, user);
    mailAfter(deps.notices, email, welcomeMail(firstName), 'welcome');
    return session.json({ user: publicUser(user) }, 201);
  };
}
