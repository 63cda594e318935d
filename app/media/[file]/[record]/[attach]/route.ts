import { fetchImage, parseImageRef } from '@/server/erp/images';

const json = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

export async function GET(_req: Request, ctx: RouteContext<'/media/[file]/[record]/[attach]'>) {
  const { file, record, attach } = await ctx.params;
  const ref = parseImageRef(file, record, attach);
  if (!ref) return json(400, 'bad_request', 'Unknown image address');
  const result = await fetchImage(ref);
  if (!result.ok) {
    return result.error.kind === 'rejected'
      ? json(404, 'not_found', 'Image not found')
      : json(502, 'unavailable', 'Image temporarily unavailable');
  }
  return new Response(result.data.bytes, {
    headers: {
      'Content-Type': result.data.contentType,
      // File names carry code, colour and index, so a name's bytes rarely change.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
