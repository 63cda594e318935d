import { quoteHandler } from '@/server/checkout/quote-route';
import { QUOTE_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/http/sqlite-rate-limiter';

export const POST = quoteHandler({ limiter: rateLimiter(QUOTE_RATE_LIMIT) });
