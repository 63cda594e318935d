import { config } from '@/server/config';
import { ORDER_LOOKUP_RATE_LIMIT } from '@/server/http/rate-limits';
import { answerStoreOutage } from '@/server/http/store-outage';
import { rateLimiter } from '@/server/runtime/shared-state';
import { stores } from '@/server/runtime/stores';
import { sessionSecret } from '@/server/session-secret';
import { lookupHandler } from '@/server/withdrawal/lookup-route';

export const POST = answerStoreOutage(
  lookupHandler({
    get orders() {
      return stores().orders;
    },
    limiter: rateLimiter(ORDER_LOOKUP_RATE_LIMIT),
    siteUrl: () => config().siteUrl,
    secret: sessionSecret,
    secureCookie: () => config().session.secureCookie,
    now: Date.now,
  }),
);
