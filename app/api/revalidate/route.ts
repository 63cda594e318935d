import { config } from '@/server/config';
import { CACHE_TAGS } from '@/server/catalogue/cache';
import {
  MAX_BODY_BYTES,
  revalidateBodySchema,
  tagsOf,
  verifyRevalidation,
} from '@/server/catalogue/revalidate';
import { revalidateEverywhere } from '@/server/catalogue/revalidation';
import { sharedState } from '@/server/runtime/shared-state';
import { errorResponse, parseJson, readBody } from '@/server/http/route-body';

// POST { "tags": ["products", …] } or { "all": true }, signed by scripts/revalidate.mjs: marks those
// catalogue caches stale so the next read fetches fresh ERP data, on this node and (through the
// broadcast, when REDIS_URL is set) on every other. Off (404) without a secret.

export async function POST(request: Request): Promise<Response> {
  const secret = config().revalidateSecret;
  if (!secret) return errorResponse(404, 'not_found', 'Not found');

  // The signature covers the exact bytes sent, so read the raw text before any parsing.
  const raw = await readBody(request, MAX_BODY_BYTES);
  if (!raw.ok) return raw.error;
  const body = raw.data;

  const check = verifyRevalidation({
    secret,
    body,
    signature: request.headers.get('x-signature'),
    timestamp: request.headers.get('x-timestamp'),
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  if (!check.ok) return errorResponse(401, 'unauthorized', check.error);

  const json = parseJson(body);
  if (json === undefined) return errorResponse(400, 'bad_request', 'Body is not JSON');
  const parsed = revalidateBodySchema.safeParse(json);
  if (!parsed.success) {
    const known = CACHE_TAGS.join(', ');
    return errorResponse(
      400,
      'bad_request',
      `Expected {"tags": [...]} with tags from ${known}, or {"all": true}`,
    );
  }

  const tags = tagsOf(parsed.data);
  await revalidateEverywhere(tags, sharedState().broadcast);
  return Response.json({ revalidated: tags }, { headers: { 'Cache-Control': 'no-store' } });
}
