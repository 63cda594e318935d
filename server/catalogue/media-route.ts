import 'server-only';
import { limitClient } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { errorResponse } from '@/server/http/route-body';
import { readImage } from './images';

// GET /media/{file}/{record}/{attach}: an ERP image, the optimiser's source for every product
// picture. Each answer is an ERP read, so requests are limited per client address
// (MEDIA_RATE_LIMIT); the optimiser's own misses come here over the requester's connection and
// count the same way. An image address takes no query string: one image has one URL, so a query
// cannot make browsers, a CDN or the optimiser keep the same bytes under endless keys.

type Segments = { file: string; record: string; attach: string };

export function mediaHandler({ limiter }: { limiter: RateLimiter }) {
  return async function GET(request: Request, { file, record, attach }: Segments): Promise<Response> {
    if (request.url.includes('?'))
      return errorResponse(400, 'bad_request', 'An image address takes no query string');
    const limited = await limitClient(request, limiter);
    if (limited) return limited;
    const read = await readImage(file, record, attach);
    if (!read.ok) {
      if (read.error === 'bad_address') return errorResponse(400, 'bad_request', 'Unknown image address');
      return read.error === 'missing'
        ? errorResponse(404, 'not_found', 'Image not found')
        : errorResponse(502, 'unavailable', 'Image temporarily unavailable');
    }
    return new Response(read.data.bytes, {
      headers: {
        'Content-Type': read.data.contentType,
        // File names carry code, colour and index, so a name's bytes rarely change.
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      },
    });
  };
}
