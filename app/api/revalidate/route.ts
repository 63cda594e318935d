import { config } from '@/server/config';
import { CACHE_TAGS, invalidate } from '@/server/catalogue/cache';
import { MAX_BODY_BYTES, revalidateBodySchema, tagsOf, verifyRevalidation } from '@/server/catalogue/revalidate';

// POST { "tags": ["products", …] } or { "all": true }, signed by scripts/revalidate.mjs: marks those
// catalogue caches stale so the next read fetches fresh ERP data. Off (404) without a secret.

const error = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  const secret = config().revalidateSecret;
  if (!secret) return error(404, 'not_found', 'Not found');

  // The signature covers the exact bytes sent, so read the raw text before any parsing.
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return error(400, 'bad_request', 'Body too large');
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return error(400, 'bad_request', 'Body too large');

  const check = verifyRevalidation({
    secret,
    body,
    signature: request.headers.get('x-signature'),
    timestamp: request.headers.get('x-timestamp'),
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  if (!check.ok) return error(401, 'unauthorized', check.reason);

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return error(400, 'bad_request', 'Body is not JSON');
  }
  const parsed = revalidateBodySchema.safeParse(json);
  if (!parsed.success) {
    const known = CACHE_TAGS.join(', ');
    return error(400, 'bad_request', `Expected {"tags": [...]} with tags from ${known}, or {"all": true}`);
  }

  const tags = tagsOf(parsed.data);
  for (const tag of tags) invalidate(tag);
  // host/server.mjs keeps rendered catalogue pages for a minute; drop them too.
  (globalThis as { __pageCache?: { clear(): void } }).__pageCache?.clear();
  return Response.json({ revalidated: tags }, { headers: { 'Cache-Control': 'no-store' } });
}
