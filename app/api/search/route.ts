import { SEARCH_RATE_LIMIT } from '@/server/http/rate-limits';
import { searchHandler } from '@/server/search/search-route';
import { rateLimiter } from '@/server/runtime/shared-state';

export const GET = searchHandler({ limiter: rateLimiter(SEARCH_RATE_LIMIT) });
