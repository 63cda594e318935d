import 'server-only';
import { PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT } from '@/server/http/rate-limits';
import { accountDeletionSchemaFor } from '@/lib/account/schemas';
import { accountLanguage, schemaIn } from './account-language';
import { isMissing } from '@/server/erp/errors';
import { blankAndSoftErase } from '@/server/erp/people';
import { guestResponse } from '@/server/account/account-request';
import { unavailable } from '@/server/http/private-json';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/http/security-event';
import { accountDeletedMail } from '@/server/mail/account-mail';
import { readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { checkCurrentPassword, wrongPassword } from './current-password';
import { accountEmail, mailAfter, type AccountNotices } from './notices';
import { endSessions, readSession } from './session';

// POST /api/auth/delete: { confirm: 'DELETE', currentPassword } for the signed-in customer → the
// ERP records are blanked and soft-erased (spec §4), every session of the account ends, this cookie
// is cleared, and the address the account had is told by mail. A wrong password deletes nothing.

const log = logFor('auth');
const accountDeletionSchema = schemaIn(accountDeletionSchemaFor);

export interface DeleteAccountDeps extends AuthEnv {
  notices?: AccountNotices;
}

export function deleteAccountHandler(deps: DeleteAccountDeps) {
  // Current-password checks per account: the password change's limit.
  const accountLimiter = deps.limiter(PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT);
  return async function POST(request: Request): Promise<Response> {
    const { locale, m } = accountLanguage(request);
    const input = await readAuthJson(request, deps, accountDeletionSchema(locale));
    if (!input.ok) return input.error;
    const session = requestSession(request, deps);
    const user = await readSession(session.deps);
    if (!user) return guestResponse(request);
    const checked = await checkCurrentPassword({
      limiter: accountLimiter,
      userId: user.userId,
      plain: input.data.currentPassword,
      wrong: () => wrongPassword(m.wrongPasswordDelete),
      request,
      event: 'account_deleted',
    });
    // A person already gone from the ERP (erased by staff) has no password to check: the account is
    // gone all the same, so this ends as a deletion does rather than failing on every retry.
    if (!checked.ok && checked.error !== 'missing') return checked.error;
    // The address is read before it is blanked: the confirmation goes to the email it had.
    let mailTo: string | null = null;
    if (checked.ok && deps.notices?.mail) {
      try {
        mailTo = await accountEmail(user.userId, user.addressId)();
      } catch {
        mailTo = null; // the deletion does not wait on the mail; blankAndSoftErase reports the ERP
      }
    }
    const erased = await blankAndSoftErase(user.userId, user.addressId ?? null);
    if (!erased.ok && !isMissing(erased.error)) {
      log.error({ kind: erased.error.kind }, 'account deletion failed at the ERP');
      return unavailable(request);
    }
    await endSessions(session.deps, user.userId);
    securityEvent({ event: 'account_deleted', outcome: 'success', request, userId: user.userId });
    if (mailTo) mailAfter(deps.notices, mailTo, accountDeletedMail(locale), 'account deleted');
    return session.json({ ok: true });
  };
}
