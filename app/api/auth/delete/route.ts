import { appAuthEnv } from '@/server/account/auth-env';
import { deleteAccountHandler } from '@/server/account/delete-route';
import { appNotices } from '@/server/account/notices-app';
import { PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT } from '@/server/http/rate-limits';
import { answerStoreOutage } from '@/server/http/store-outage';
import { rateLimiter } from '@/server/shared/shared-state';

export const POST = answerStoreOutage(
  deleteAccountHandler({
    ...appAuthEnv,
    accountLimiter: rateLimiter(PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT),
    notices: appNotices,
  }),
);
