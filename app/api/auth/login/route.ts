import { appAuthEnv } from '@/server/account/auth-env';
import { loginHandler } from '@/server/account/login-route';
import { SIGN_IN_ACCOUNT_RATE_LIMIT, SIGN_IN_IP_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  loginHandler({
    ...appAuthEnv,
    ipLimiter: rateLimiter(SIGN_IN_IP_RATE_LIMIT),
    accountLimiter: rateLimiter(SIGN_IN_ACCOUNT_RATE_LIMIT),
  }),
);
