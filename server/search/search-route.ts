import 'server-only';
import { SEARCH_RESULTS_KEPT, SEARCH_RESULTS_SHOWN } from '@/lib/search/limits';
import { toSearchCard, type SearchResponse } from '@/lib/search/search-card';
import { parseSearchTerm, searchLanguage } from '@/lib/search/search-term';
import { limitClient } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { errorResponse } from '@/server/http/route-body';
import { searchCatalogue } from '@/server/catalogue/catalogue-search';

// GET /api/search?q=…: the search overlay's results. The engine keeps 20, the overlay shows 8
// (spec), so only those 8 cards travel. Public catalogue data, the same for everyone: cached
// briefly, so a shopper retyping a term (or everyone typing 'dress') costs nothing. Only `q` is
// read and any other parameter is refused, so a query string cannot make caches keep one answer
// under endless keys. Limited per client address (SEARCH_RATE_LIMIT): the overlay asks as the
// shopper types. A failed search answers an empty list (spec: logged, no results) nobody caches.

export function searchHandler({ limiter }: { limiter: RateLimiter }) {
  return async function GET(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const input = parseSearchTerm(params);
    if (!input.ok) return errorResponse(400, 'bad_request', input.error);
    const limited = await limitClient(request, limiter);
    if (limited) return limited;
    const kept = await searchCatalogue(input.data, SEARCH_RESULTS_KEPT);
    const body: SearchResponse = {
      term: input.data,
      kept: kept?.length ?? 0,
      items: (kept ?? [])
        .slice(0, SEARCH_RESULTS_SHOWN)
        .map((product) => toSearchCard(product, searchLanguage(params))),
    };
    const cacheControl = kept ? 'public, max-age=60, stale-while-revalidate=60' : 'no-store';
    return Response.json(body, { headers: { 'Cache-Control': cacheControl } });
  };
}
