import { getNavigation } from '@/server/catalogue/reads';

// The header's menus. Public catalogue data: browsers and CDNs may keep it for a while.
export async function GET() {
  const nav = await getNavigation();
  if (!nav.ok) {
    return Response.json(
      { error: { code: 'unavailable', message: 'Failed to load categories' } },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
    );
  }
  return Response.json(nav.data, {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=600' },
  });
}
