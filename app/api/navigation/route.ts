import { getNavigation } from '@/server/catalogue/reads';
import { errorResponse } from '@/server/http/route-body';

// The header's menus. Public catalogue data: browsers and CDNs may keep it for a while.
export async function GET() {
  const nav = await getNavigation();
  if (!nav.ok) {
    return errorResponse(503, 'unavailable', 'Failed to load categories', { 'Retry-After': '30' });
  }
  return Response.json(nav.data, {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=600' },
  });
}
