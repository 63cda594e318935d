import { SEARCH_RESULTS_KEPT, SEARCH_RESULTS_SHOWN } from '@/lib/search/limits';
import { toSearchCard, type SearchResponse } from '@/lib/search/search-card';
import { parseSearchTerm } from '@/lib/search/search-term';
import { errorResponse } from '@/server/http/route-body';
import { searchCatalogue } from '@/server/search/catalogue-search';

// The search overlay's results: the engine keeps 20, the overlay shows 8 (spec), so only those
// 8 cards travel. Public catalogue data, the same for everyone: cached briefly, so a shopper
// retyping a term (or everyone typing 'dress') costs nothing. A failed search answers an empty
// list (spec: logged, no results) that nobody caches.
export async function GET(request: Request) {
  const input = parseSearchTerm(new URL(request.url).searchParams);
  if (!input.ok) return errorResponse(400, 'bad_request', input.message);
  const kept = await searchCatalogue(input.term, SEARCH_RESULTS_KEPT);
  const body: SearchResponse = {
    term: input.term,
    kept: kept?.length ?? 0,
    items: (kept ?? []).slice(0, SEARCH_RESULTS_SHOWN).map(toSearchCard),
  };
  const cacheControl = kept ? 'public, max-age=60, stale-while-revalidate=60' : 'no-store';
  return Response.json(body, { headers: { 'Cache-Control': cacheControl } });
}
