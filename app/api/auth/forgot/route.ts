import { after } from 'next/server';
import { appAuthEnv } from '@/server/account/auth-env';
import { forgotHandler, type ForgotDeps } from '@/server/account/reset-route';
import { config } from '@/server/config';
import { RESET_REQUEST_ACCOUNT_RATE_LIMIT, RESET_REQUEST_IP_RATE_LIMIT } from '@/server/http/rate-limits';
import { answerStoreOutage } from '@/server/http/store-outage';
import { rateLimiter } from '@/server/shared/shared-state';
import { mailResetLink } from '@/server/mail/reset-mail';
import { stores } from '@/server/store/stores';

export const POST = answerStoreOutage(
  forgotHandler({
    ...appAuthEnv,
    ipLimiter: rateLimiter(RESET_REQUEST_IP_RATE_LIMIT),
    accountLimiter: rateLimiter(RESET_REQUEST_ACCOUNT_RATE_LIMIT),
    resets: () => stores().passwordResets,
    get mail(): ForgotDeps['mail'] {
      const smtp = config().smtp;
      return smtp ? (to, link) => mailResetLink(smtp, to, link) : undefined;
    },
    defer: (task) => after(task),
  }),
);
