import 'server-only';
import { config } from '@/server/config';
import { mailWithdrawalReceipt } from '@/server/mail/withdrawal-mail';
import { currentUser } from '@/server/runtime/current-user';
import { stores } from '@/server/runtime/stores';
import { sessionSecret } from '@/server/session-secret';
import type { WithdrawDeps } from '@/server/withdrawal/withdraw-routes';

// The withdrawal routes' parts in the running shop: the stores, the session, SMTP when configured.
export const withdrawDeps: WithdrawDeps = {
  orders: () => stores().orders,
  withdrawals: () => stores().withdrawals,
  userId: async () => (await currentUser())?.userId ?? null,
  // Read per request: configuration is only validated at run time, never during the build.
  get mail(): WithdrawDeps['mail'] {
    const smtp = config().smtp;
    return smtp ? (content) => mailWithdrawalReceipt(smtp, content) : undefined;
  },
  siteUrl: () => config().siteUrl,
  secret: sessionSecret,
  secureCookie: () => config().session.secureCookie,
  now: Date.now,
};
