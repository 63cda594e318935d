import { NextResponse, type NextRequest } from 'next/server';
import { listingAt } from '@/app/_listing/listings';
import { buildListingPage } from '@/server/catalogue/listing-page';

/**
 * GET /api/listing-count?path=/outlet&size=M…: how many products a listing shows for a filter
 * state, for the phone filter sheet's 'Show N results'. The same definition and listing rules as
 * the page, so the number is the grid's own total; only the number travels, never the products.
 */
export async function GET(request: NextRequest) {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  const path = params.get('path') ?? '';
  params.delete('path');
  params.delete('page');
  const found = listingAt(path);
  const source = found && (await found.listing.source(found.params, params));
  if (!found || !source) return NextResponse.json({ error: 'Unknown listing' }, { status: 404 });
  const page = buildListingPage({ variant: found.listing.variant, ...source, params });
  return NextResponse.json(
    { total: page.result.total },
    // The same answer for everyone: shared caches may keep it as briefly as the listing pages.
    { headers: { 'cache-control': 'public, max-age=60' } },
  );
}
