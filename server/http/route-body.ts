import 'server-only';
import type { Result } from '@/lib/result';

// The shapes every route handler answers with (DESIGN rule 4) and a bounded body reader.

const NO_STORE = { 'Cache-Control': 'no-store' };

/** `{ error: { code, message } }` with its status; never cached. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  return Response.json({ error: { code, message } }, { status, headers: { ...NO_STORE, ...headers } });
}

export type RawBody = Result<string, Response>;

/** The raw body, refused before and after reading when larger than `maxBytes`. */
export async function readBody(request: Request, maxBytes: number): Promise<RawBody> {
  const tooLarge = { ok: false as const, error: errorResponse(400, 'bad_request', 'Body too large') };
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge;
  const text = await request.text();
  return Buffer.byteLength(text) > maxBytes ? tooLarge : { ok: true, data: text };
}

/** Parses JSON text; `undefined` when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
