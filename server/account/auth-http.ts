import 'server-only';
import type { SessionOptions } from 'iron-session';
import { RequestCookies, ResponseCookies } from 'next/dist/server/web/spec-extension/cookies';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/account/schemas';
import { TOO_MANY_REQUESTS } from '@/server/http/json-input';
import type { RateLimiter, RateLimitVerdict } from '@/server/http/rate-limit';
import { parseJson, readBody } from '@/server/http/route-body';
import type { SessionRevocations } from './revocations';
import type { CookieStore, SessionDeps } from './session';

// The steps every auth route handler shares: Origin check, JSON only, bounded body, strict schema,
// rate limits, the session read from and written to this request's cookies, and answers that are
// never cached. Cookies are read from the request and written as Set-Cookie on the answer, so the
// handlers run the same in Next and in tests (no next/headers).

export const AUTH_MAX_BODY_BYTES = 4 * 1024;
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' };

export interface AuthEnv {
  /** SITE_URL: its origin is accepted besides the request's own. */
  siteUrl: () => string;
  sessionOptions: () => SessionOptions;
  revocations: () => SessionRevocations;
}

/** `{ error: { code, message } }`, private and never stored. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  const error = extra.fields ? { code, message, fields: extra.fields } : { code, message };
  return Response.json({ error }, { status, headers: { ...PRIVATE_NO_STORE, ...extra.headers } });
}

export const rateLimited = (verdict: Extract<RateLimitVerdict, { ok: false }>) =>
  authError(429, 'rate_limited', TOO_MANY_REQUESTS, {
    headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
  });

/** Consumes one point of each limiter (all are counted); the first refusal as a 429. */
export async function consumeAll(pairs: [RateLimiter, string][]): Promise<Response | undefined> {
  let refused: Extract<RateLimitVerdict, { ok: false }> | undefined;
  for (const [limiter, key] of pairs) {
    const verdict = await limiter.consume(key);
    if (!verdict.ok && (!refused || verdict.retryAfterSeconds > refused.retryAfterSeconds)) refused = verdict;
  }
  return refused ? rateLimited(refused) : undefined;
}

/** A state-changing request must come from the shop's own pages: Origin is the request's host or SITE_URL. */
export function checkOrigin(request: Request, siteUrl: string): Response | undefined {
  const origin = request.headers.get('origin');
  const url = new URL(request.url);
  const allowed = new Set([url.origin, new URL(siteUrl).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${url.protocol}//${host}`);
  if (origin && allowed.has(origin)) return undefined;
  return authError(403, 'forbidden_origin', 'This request must come from the shop’s own pages.');
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Origin, JSON content type, bounded body and a strict schema, in that order. */
export async function readAuthJson<S extends z.ZodType>(
  request: Request,
  env: AuthEnv,
  schema: S,
): Promise<Parsed<z.infer<S>>> {
  const forbidden = checkOrigin(request, env.siteUrl());
  if (forbidden) return { ok: false, response: forbidden };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { ok: false, response: authError(415, 'unsupported_media_type', 'Send the form as JSON.') };
  const body = await readBody(request, AUTH_MAX_BODY_BYTES);
  if (!body.ok) return { ok: false, response: authError(413, 'too_large', 'The request is too large.') };
  const json = parseJson(body.text);
  if (json === undefined)
    return { ok: false, response: authError(400, 'bad_request', 'The request is not valid JSON.') };
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const message = Object.values(fields)[0] ?? 'Please check the form and try again.';
    return { ok: false, response: authError(400, 'invalid', message, { fields }) };
  }
  return { ok: true, data: parsed.data };
}

/** This request's cookie jar for iron-session: reads the request, records what to set on the answer. */
export function requestSession(request: Request, env: AuthEnv) {
  const incoming = new RequestCookies(request.headers);
  const outgoingHeaders = new Headers();
  const outgoing = new ResponseCookies(outgoingHeaders);
  const cookies: CookieStore = {
    get: (name) => {
      const set = outgoing.get(name);
      if (set) return { name, value: set.value };
      const got = incoming.get(name);
      return got ? { name, value: got.value } : undefined;
    },
    set: (...args: Parameters<ResponseCookies['set']>) => {
      outgoing.set(...args);
    },
  };
  const deps: SessionDeps = { cookies, options: env.sessionOptions(), revocations: env.revocations() };
  /** A JSON answer carrying the cookies set during the request. */
  const json = (body: unknown, status = 200): Response => {
    const headers = new Headers(PRIVATE_NO_STORE);
    for (const cookie of outgoingHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
    return Response.json(body, { status, headers });
  };
  return { deps, json };
}

/** What the browser is told about the signed-in customer: the two display fields, never ids or secrets. */
export interface PublicUser {
  name: string;
  email: string;
}
export const publicUser = (u: { name?: string; email?: string }): PublicUser => ({
  name: u.name ?? '',
  email: u.email ?? '',
});

export const UNAVAILABLE = 'An unexpected error occurred. Please try again later.';
export const unavailable = () => authError(503, 'unavailable', UNAVAILABLE);
