import { mediaHandler } from '@/server/catalogue/media-route';
import { MEDIA_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/runtime/shared-state';

const media = mediaHandler({ limiter: rateLimiter(MEDIA_RATE_LIMIT) });

export async function GET(request: Request, ctx: RouteContext<'/media/[file]/[record]/[attach]'>) {
  return media(request, await ctx.params);
}
