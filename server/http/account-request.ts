import 'server-only';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/account/schemas';
import type { SessionUser } from '@/server/account/session';
import { TOO_MANY_REQUESTS } from './json-input';
import type { RateLimiter } from './rate-limit';
import { parseJson, readBody } from './route-body';

// The steps of every signed-in customer's endpoint (DESIGN rule 4): the session is read here, by
// the handler, never trusted from the proxy; the user id comes only from it. Writes also check the
// Origin (a cross-site form cannot post JSON with our cookie), the content type, a per-user rate
// limit and a bounded body with a strict schema. Every answer is private and never stored.

export const PRIVATE = { 'Cache-Control': 'private, no-store' };
export const SIGN_IN_REQUIRED = 'Sign in required';

/** The signed-in customer (null for a guest); currentUser() in the app, a fake in tests. */
export type UserSource = () => Promise<SessionUser | null>;

export function privateJson(data: unknown, status = 200): Response {
  return Response.json(data, { status, headers: PRIVATE });
}

export function privateError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error: { code, message, ...extra } },
    { status, headers: { ...PRIVATE, ...headers } },
  );
}

export const guestResponse = () => privateError(401, 'unauthorized', SIGN_IN_REQUIRED);
export const notFound = (message = 'Not found') => privateError(404, 'not_found', message);
export const unavailable = () =>
  privateError(503, 'unavailable', 'This is not available right now. Please try again later.');

type Checked<T> = { ok: true; data: T } | { ok: false; response: Response };

/** A read: the session user, or a 401. */
export async function requireUser(user: UserSource): Promise<Checked<SessionUser>> {
  const found = await user();
  return found ? { ok: true, data: found } : { ok: false, response: guestResponse() };
}

export interface WriteRules {
  user: UserSource;
  limiter: RateLimiter;
  /** The shop's own origin (SITE_URL); the request's own URL origin is accepted as well. */
  origin: () => string;
}

function sameOrigin(request: Request, allowed: string): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === new URL(allowed).origin || origin === new URL(request.url).origin;
}

/** A write without a body (DELETE): Origin, session, per-user rate limit. */
export async function checkWrite(request: Request, rules: WriteRules): Promise<Checked<SessionUser>> {
  if (!sameOrigin(request, rules.origin()))
    return { ok: false, response: privateError(403, 'forbidden', 'Cross-site request refused') };
  const user = await requireUser(rules.user);
  if (!user.ok) return user;
  const verdict = await rules.limiter.consume(`user:${user.data.userId}`);
  if (!verdict.ok) {
    const retry = { 'Retry-After': String(verdict.retryAfterSeconds) };
    return { ok: false, response: privateError(429, 'rate_limited', TOO_MANY_REQUESTS, {}, retry) };
  }
  return user;
}

/** A write with a JSON body: checkWrite, then 415 / 400 (with `fields`, the first message of each). */
export async function readAccountInput<S extends z.ZodType>(
  request: Request,
  rules: WriteRules & { maxBytes: number; schema: S },
): Promise<Checked<{ user: SessionUser; input: z.infer<S> }>> {
  const user = await checkWrite(request, rules);
  if (!user.ok) return user;
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { ok: false, response: privateError(415, 'unsupported_media_type', 'Send JSON') };
  const body = await readBody(request, rules.maxBytes);
  if (!body.ok) return { ok: false, response: privateError(400, 'bad_request', 'Body too large') };
  const json = parseJson(body.text);
  if (json === undefined)
    return { ok: false, response: privateError(400, 'bad_request', 'Body is not JSON') };
  const parsed = rules.schema.safeParse(json);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const message = Object.values(fields)[0] ?? 'Invalid request';
    return { ok: false, response: privateError(400, 'invalid', message, { fields }) };
  }
  return { ok: true, data: { user: user.data, input: parsed.data } };
}
