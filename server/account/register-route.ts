import 'server-only';
import { ACCOUNT_MESSAGES, registerSchemaFor } from '@/lib/account/schemas';
import { accountLanguage, schemaIn } from './account-language';
import { createCustomer, findCustomerByEmail } from '@/server/erp/people';
import { emailKey, ipKey } from '@/server/http/rate-limit';
import { REGISTER_EMAIL_RATE_LIMIT, REGISTER_IP_RATE_LIMIT } from '@/server/http/rate-limits';
import { privateError, unavailable } from '@/server/http/private-json';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/http/security-event';
import { welcomeMail } from '@/server/mail/account-mail';
import { consumeAll, publicUser, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { mailAfter, type AccountNotices } from './notices';
import { hashPassword } from './password';
import { refuseCommonPassword } from './password-policy';
import { startSession } from './session';

// POST /api/auth/register: { firstName, lastName, email, phone?, password, confirmPassword } →
// 201 { user: { name, email } } with a session cookie, and a welcome mail after the answer; 409
// when the email is taken.

const log = logFor('auth');

export const EMAIL_TAKEN = ACCOUNT_MESSAGES.emailTaken;
const registerSchema = schemaIn(registerSchemaFor);

export interface RegisterDeps extends AuthEnv {
  notices?: AccountNotices;
}

export function registerHandler(deps: RegisterDeps) {
  const perAddress = deps.limiter(REGISTER_IP_RATE_LIMIT);
  const perEmail = deps.limiter(REGISTER_EMAIL_RATE_LIMIT);
  return async function POST(request: Request): Promise<Response> {
    const { locale, m } = accountLanguage(request);
    const input = await readAuthJson(request, deps, registerSchema(locale));
    if (!input.ok) return input.error;
    const { firstName, lastName, email, phone, password } = input.data;
    const common = refuseCommonPassword(password, 'password', locale);
    if (common) return common;
    const limited = await consumeAll(
      [
        [perAddress, ipKey(request.headers)],
        [perEmail, emailKey(email)],
      ],
      request,
      { email },
    );
    if (limited) return limited;
    const existing = await findCustomerByEmail(email);
    if (!existing.ok) return unavailable(request);
    if (existing.data)
      return privateError(409, 'email_taken', m.emailTaken, { fields: { email: m.emailTaken } });
    const created = await createCustomer({
      firstName,
      lastName,
      email,
      phone: phone ?? '',
      passwordHash: await hashPassword(password),
    });
    if (!created.ok) {
      log.error({ kind: created.error.kind }, 'registration failed at the ERP');
      return unavailable(request);
    }
    const session = requestSession(request, deps);
    const user = { userId: created.data.peopleId, addressId: created.data.addressId, name: firstName, email };
    await startSession(session.deps, user);
    securityEvent({ event: 'registration', outcome: 'success', request, userId: user.userId });
    mailAfter(deps.notices, email, welcomeMail(firstName, locale), 'welcome');
    return session.json({ user: publicUser(user) }, 201);
  };
}
