import 'server-only';
import { accountDeletionSchema } from '@/lib/account/schemas';
import { isMissing } from '@/server/erp/errors';
import { blankAndSoftErase } from '@/server/erp/people';
import { guestResponse } from '@/server/http/account-request';
import { unavailable } from '@/server/http/private-json';
import { logFor } from '@/server/log/logger';
import { securityEvent } from '@/server/log/security-event';
import { readAuthJson, requestSession, type AuthEnv } from './auth-http';
import { endSessions, readSession } from './session';

// POST /api/auth/delete: { confirm: 'DELETE' } for the signed-in customer → the ERP records are
// blanked and soft-erased (spec §4), every session of the account ends, this cookie is cleared.

const log = logFor('auth');

export function deleteAccountHandler(deps: AuthEnv) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readAuthJson(request, deps, accountDeletionSchema);
    if (!input.ok) return input.response;
    const session = requestSession(request, deps);
    const user = await readSession(session.deps);
    if (!user) return guestResponse();
    const erased = await blankAndSoftErase(user.userId, user.addressId ?? null);
    // Already erased in the ERP (e.g. by staff): the account is gone all the same, so this ends as
    // a deletion does rather than failing on every retry.
    if (!erased.ok && !isMissing(erased.error)) {
      log.error({ kind: erased.error.kind }, 'account deletion failed at the ERP');
      return unavailable();
    }
    await endSessions(session.deps, user.userId);
    securityEvent({ event: 'account_deleted', outcome: 'success', request, userId: user.userId });
    return session.json({ ok: true });
  };
}
