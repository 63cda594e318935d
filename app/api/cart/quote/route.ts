import { QUOTE_RATE_LIMIT, quoteHandler } from '@/server/checkout/quote-route';
import { createRateLimiter } from '@/server/http/rate-limit';

export const POST = quoteHandler({ limiter: createRateLimiter(QUOTE_RATE_LIMIT) });
