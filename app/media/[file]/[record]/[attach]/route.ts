import { readImage } from '@/server/catalogue/images';
import { errorResponse } from '@/server/http/route-body';

export async function GET(_req: Request, ctx: RouteContext<'/media/[file]/[record]/[attach]'>) {
  const { file, record, attach } = await ctx.params;
  const read = await readImage(file, record, attach);
  if (!read.ok) {
    if (read.problem === 'bad_address') return errorResponse(400, 'bad_request', 'Unknown image address');
    return read.problem === 'missing'
      ? errorResponse(404, 'not_found', 'Image not found')
      : errorResponse(502, 'unavailable', 'Image temporarily unavailable');
  }
  return new Response(read.image.bytes, {
    headers: {
      'Content-Type': read.image.contentType,
      // File names carry code, colour and index, so a name's bytes rarely change.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
