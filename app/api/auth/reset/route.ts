import { appAuthEnv } from '@/server/account/auth-env';
import { appNotices } from '@/server/account/notices-app';
import { resetHandler } from '@/server/account/reset-route';
import { PASSWORD_RESET_IP_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { stores } from '@/server/store/stores';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  resetHandler({
    ...appAuthEnv,
    ipLimiter: rateLimiter(PASSWORD_RESET_IP_RATE_LIMIT),
    resets: () => stores().passwordResets,
    notices: appNotices,
  }),
);
