import { appAuthEnv } from '@/server/account/auth-env';
import { appNotices } from '@/server/account/notices-app';
import { registerHandler } from '@/server/account/register-route';
import { REGISTER_IP_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { answerStoreOutage } from '@/server/http/store-outage';

export const POST = answerStoreOutage(
  registerHandler({ ...appAuthEnv, ipLimiter: rateLimiter(REGISTER_IP_RATE_LIMIT), notices: appNotices }),
);
