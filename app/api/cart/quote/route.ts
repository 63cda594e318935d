import { quoteHandler } from '@/server/checkout/quote-route';
import { config } from '@/server/config';
import { QUOTE_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/runtime/shared-state';

export const POST = quoteHandler({
  limiter: rateLimiter(QUOTE_RATE_LIMIT),
  origin: () => config().siteUrl,
});
