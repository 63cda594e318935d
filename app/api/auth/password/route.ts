import { appAuthEnv } from '@/server/account/auth-env';
import { appNotices } from '@/server/account/notices-app';
import { passwordChangeHandler } from '@/server/account/password-route';
import { PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  passwordChangeHandler({
    ...appAuthEnv,
    accountLimiter: rateLimiter(PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT),
    notices: appNotices,
  }),
);
