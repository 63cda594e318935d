import { isMissing } from '@/server/erp/errors';
import { fetchImage, parseImageRef } from '@/server/erp/images';
import { errorResponse } from '@/server/http/route-body';

export async function GET(_req: Request, ctx: RouteContext<'/media/[file]/[record]/[attach]'>) {
  const { file, record, attach } = await ctx.params;
  const ref = parseImageRef(file, record, attach);
  if (!ref) return errorResponse(400, 'bad_request', 'Unknown image address');
  const result = await fetchImage(ref);
  if (!result.ok) {
    return isMissing(result.error)
      ? errorResponse(404, 'not_found', 'Image not found')
      : errorResponse(502, 'unavailable', 'Image temporarily unavailable');
  }
  return new Response(result.data.bytes, {
    headers: {
      'Content-Type': result.data.contentType,
      // File names carry code, colour and index, so a name's bytes rarely change.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
