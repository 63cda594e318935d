import 'server-only';
import { PASSWORD_RESET_IP_RATE_LIMIT } from '@/server/http/rate-limits';
import { emailConfirmSchemaFor, type AccountErrors } from '@/lib/account/schemas';
import { accountLanguage, schemaIn } from './account-language';
import { findCustomerByEmail, readAddress, updateEmail } from '@/server/erp/people';
import { ipKey } from '@/server/http/rate-limit';
import { privateError, unavailable, unavailableBody } from '@/server/http/private-json';
import { emailChangedMail } from '@/server/mail/account-mail';
import type { EmailChanges } from '@/server/store/email-changes';
import { consumeAll, publicUser, readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { emailFree, emailTaken } from './email-change';
import { mailAfter, type AccountNotices } from './notices';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/http/security-event';
import { readSession, startSession, type SessionUser } from './session';

const log = logFor('account');

// POST /api/auth/confirm-email: { token } from the link mailed to a new sign-in address → 200
// { email, user }. The ERP's address record takes the new email, every session of the account
// ends, the old address is told by mail, and this browser, when it was signed in to the account,
// is signed in again with the new email (user; null otherwise). The page behind the link only
// shows a button that posts here: a GET never changes anything (mail scanners open links).
// A used, expired or made-up link is a 400 with the same message.

export interface ConfirmEmailDeps extends AuthEnv {
  changes: () => EmailChanges;
  notices?: AccountNotices;
}

const emailConfirmSchema = schemaIn(emailConfirmSchemaFor);
const invalidLink = (m: AccountErrors) =>
  privateError(400, 'invalid_token', m.emailChangeLink, { fields: { token: m.emailChangeLink } });
export function confirmEmailHandler(deps: ConfirmEmailDeps) {
  // Per client address, as the reset link's form: a token is 256 random bits, so this limits load.
  const perAddress = deps.limiter(PASSWORD_RESET_IP_RATE_LIMIT);
  return async function POST(request: Request): Promise<Response> {
    const { locale, m } = accountLanguage(request);
    const input = await readAuthJson(request, deps, emailConfirmSchema(locale));
    if (!input.ok) return input.error;
    const limited = await consumeAll([[perAddress, ipKey(request.headers)]], request);
    if (limited) return limited;
    const { token } = input.data;
    const session = requestSession(request, deps);
    const signedIn = await readSession(session.deps);
    const changes = deps.changes();
    const change = await changes.claim(token);
    if (!change) return invalidLink(m);
    const { userId, addressId, newEmail } = change;
    const address = await readAddress(addressId);
    if (!address.ok && address.error.kind !== 'not_found') {
      await changes.release(token);
      return unavailable(request);
    }
    // The account was deleted (or its address record is another's) since the link was sent.
    if (!address.ok || address.data.peopleId !== userId || !address.data.email) return invalidLink(m);
    const free = await emailFree(findCustomerByEmail, newEmail, userId);
    if (!free.ok) {
      await changes.release(token);
      return unavailable(request);
    }
    if (!free.data) return emailTaken(m.emailTakenAtConfirm);
    // The store before the ERP, as a password change does: with the store out of reach nothing has
    // changed (503); if the ERP then fails, the sessions have ended (the safe side), this browser
    // keeps its session and the link works again.
    await session.deps.revocations.revokeAll(userId);
    // This browser's session of the account, to sign in again (without its issue time).
    let mine: SessionUser | null = null;
    const remember = signedIn?.remember !== false;
    if (signedIn?.userId === userId) {
      const { issuedAt: _issuedAt, ...user } = signedIn;
      void _issuedAt;
      mine = user;
    }
    const saved = await updateEmail(addressId, newEmail);
    if (!saved.ok) {
      await changes.release(token);
      if (mine) await startSession(session.deps, mine, { remember });
      log.error({ kind: saved.error.kind }, 'email change failed at the ERP');
      return session.json(unavailableBody(request), 503);
    }
    const fresh = mine ? { ...mine, email: newEmail } : null;
    if (fresh) await startSession(session.deps, fresh, { remember });
    securityEvent({ event: 'email_changed', outcome: 'success', request, userId });
    mailAfter(deps.notices, address.data.email, emailChangedMail(newEmail, locale), 'email changed');
    return session.json({ ok: true, email: newEmail, user: fresh ? publicUser(fresh) : null });
  };
}
