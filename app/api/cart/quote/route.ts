import { quoteHandler } from '@/server/checkout/quote-route';
import { QUOTE_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';

export const POST = quoteHandler({ limiter: rateLimiter(QUOTE_RATE_LIMIT) });
