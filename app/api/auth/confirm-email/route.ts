import { appAuthEnv } from '@/server/account/auth-env';
import { confirmEmailHandler } from '@/server/account/confirm-email-route';
import { appNotices } from '@/server/account/notices-app';
import { PASSWORD_RESET_IP_RATE_LIMIT } from '@/server/http/rate-limits';
import { answerStoreOutage } from '@/server/http/store-outage';
import { rateLimiter } from '@/server/shared/shared-state';
import { stores } from '@/server/store/stores';

// The mailed links' tokens share one per-address limit (the reset link's).
export const POST = answerStoreOutage(
  confirmEmailHandler({
    ...appAuthEnv,
    ipLimiter: rateLimiter(PASSWORD_RESET_IP_RATE_LIMIT),
    changes: () => stores().emailChanges,
    notices: appNotices,
  }),
);
