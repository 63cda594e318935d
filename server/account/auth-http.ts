import 'server-only';
import type { SessionOptions } from 'iron-session';
import { NextRequest, NextResponse } from 'next/server';
import type { $ZodType, output } from 'zod/v4/core';
import {
  PRIVATE,
  rateLimited,
  readJsonWrite,
  type Checked,
  type LimitedBy,
} from '@/server/http/private-json';
import type { RateLimiter, RateLimitRule, RateLimitVerdict } from '@/server/shared/rate-limiter';
import type { SessionRevocations } from './revocations';
import type { CookieStore, SessionDeps } from './session';

// The auth-specific steps of the auth route handlers: rate limits over several keys, the session
// read from and written to this request's cookies, the customer's public fields. The answers and
// the request pipeline (Origin, content type, bounded JSON body) are server/http/private-json's.
// Cookies are read from the request and written as Set-Cookie on the answer, so the handlers run
// the same in Next and in tests (no next/headers).

export const AUTH_MAX_BODY_BYTES = 4 * 1024;

export interface AuthEnv {
  /** SITE_URL: its origin is accepted besides the request's own. */
  siteUrl: () => string;
  sessionOptions: () => SessionOptions;
  revocations: () => SessionRevocations;
  /** The limiter of a rule of server/http/rate-limits.ts (the shared store's, in the app). */
  limiter: (rule: RateLimitRule) => RateLimiter;
}

/**
 * Consumes one point of each limiter (all are counted); the longest refusal as a 429, logged as a
 * security event with the refusing rule's name and `who`.
 */
export async function consumeAll(
  pairs: [RateLimiter, string][],
  request: Request,
  who: LimitedBy = {},
): Promise<Response | undefined> {
  let refused: { verdict: Extract<RateLimitVerdict, { ok: false }>; rule: string } | undefined;
  // Every limit counts the attempt, so they are consumed side by side (one round trip to Redis).
  const verdicts = await Promise.all(pairs.map(([limiter, key]) => limiter.consume(key)));
  verdicts.forEach((verdict, i) => {
    if (
      !verdict.ok &&
      (!refused || verdict.error.retryAfterSeconds > refused.verdict.error.retryAfterSeconds)
    )
      refused = { verdict, rule: pairs[i][0].rule.name };
  });
  return refused ? rateLimited(refused.verdict, request, { reason: refused.rule, ...who }) : undefined;
}

/** The one pipeline of every JSON write (readJsonWrite), with the auth routes' body size. */
export async function readAuthJson<S extends $ZodType>(
  request: Request,
  env: AuthEnv,
  schema: S,
): Promise<Checked<output<S>>> {
  return readJsonWrite(request, { siteUrl: env.siteUrl(), maxBytes: AUTH_MAX_BODY_BYTES, schema });
}

/** This request's cookie jar for iron-session: reads the request, records what to set on the answer. */
export function requestSession(request: Request, env: AuthEnv) {
  // Next's public cookie jars: a request built from the headers only (the body stays unread for
  // the handler), and an empty answer that only collects the Set-Cookie headers.
  const incoming = new NextRequest(request.url, { headers: request.headers }).cookies;
  const carrier = new NextResponse(null);
  const outgoing = carrier.cookies;
  const cookies: CookieStore = {
    get: (name) => {
      const set = outgoing.get(name);
      if (set) return { name, value: set.value };
      const got = incoming.get(name);
      return got ? { name, value: got.value } : undefined;
    },
    set: (...args: Parameters<typeof outgoing.set>) => {
      outgoing.set(...args);
    },
  };
  const deps: SessionDeps = { cookies, options: env.sessionOptions(), revocations: env.revocations() };
  /** A JSON answer carrying the cookies set during the request. */
  const json = (body: unknown, status = 200): Response => {
    const headers = new Headers(PRIVATE);
    for (const cookie of carrier.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
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
