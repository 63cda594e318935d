import 'server-only';
import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { fieldErrors } from '@/lib/account/schemas';
import { securityEvent, type SecurityEvent } from './security-event';
import { ipKey, tooManyAttempts } from './rate-limit';
import type { RateLimiter, RateLimitVerdict } from '@/server/shared/rate-limiter';
import { parseJson, readBody } from './route-body';
import type { Result } from '@/lib/result';
import { languageOf } from '@/server/i18n/translate';
import { MESSAGES } from '@/messages';

// The one request pipeline of every JSON write, public or signed-in (DESIGN rule 4; decision
// 0008): the Origin (checkOrigin), then the content type, the body's size, JSON and a strict
// schema (readPrivateJson), and every refusal is `{ error: { code, message, fields? } }`, private
// and never stored. readJsonWrite is the two together: the contact form, the newsletter, the cart
// quote, sign-in and the checkout call it and then count their own rate limit (after the checks,
// so a cross-site page cannot spend the allowance of the shoppers behind an address). A signed-in
// write reads its session between the two (./account-request). Schemas are classic zod or
// zod/mini (the schemas the browser shares), hence zod's core types.

export const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** A step of the request pipeline: its data, or the answer that ends the request. */
export type Checked<T> = Result<T, Response>;

export function privateJson(data: unknown, status = 200): Response {
  return Response.json(data, { status, headers: PRIVATE });
}

/** `{ error: { code, message, fields? } }`, private and never stored. */
export function privateError(
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  const error = extra.fields ? { code, message, fields: extra.fields } : { code, message };
  return Response.json({ error }, { status, headers: { ...PRIVATE, ...extra.headers } });
}

/** Who was limited, for the security log: the rule's name as `reason`, the user or the email. */
export type LimitedBy = Pick<SecurityEvent, 'userId' | 'email' | 'reason'> & {
  event?: Extract<SecurityEvent['event'], 'rate_limited' | 'sign_in_throttled'>;
};

/** The 429 with its Retry-After and the real wait; logs the refusal as a security event. */
export function rateLimited(
  verdict: Extract<RateLimitVerdict, { ok: false }>,
  request: Request,
  { event = 'rate_limited', ...who }: LimitedBy = {},
): Response {
  securityEvent({ event, outcome: 'refused', request, ...who });
  return privateError(
    429,
    'rate_limited',
    tooManyAttempts(verdict.error.retryAfterSeconds, languageOf(request)),
    {
      headers: { 'Retry-After': String(verdict.error.retryAfterSeconds) },
    },
  );
}

/** Counts the request against `limiter` under its client address; the 429 once refused. */
export async function limitClient(request: Request, limiter: RateLimiter): Promise<Response | undefined> {
  const verdict = await limiter.consume(ipKey(request.headers));
  return verdict.ok ? undefined : rateLimited(verdict, request, { reason: limiter.rule.name });
}

/** The refusals' words in the language of the page that asked (messages/<locale>/http.json). */
const words = (request: Request) => MESSAGES[languageOf(request)].http;

/** The 503's body when a system behind the shop did not answer, in the language of `request`'s page. */
export const unavailableBody = (request: Request) => ({
  error: { code: 'unavailable', message: words(request).unavailable },
});
export const unavailable = (request: Request) => privateJson(unavailableBody(request), 503);

/**
 * A state-changing request must come from the shop's own pages: its Origin is the request's own
 * origin, SITE_URL's origin or the Host header's. A missing Origin is refused.
 */
export function checkOrigin(request: Request, siteUrl: string): Response | undefined {
  const origin = request.headers.get('origin');
  const url = new URL(request.url);
  const allowed = new Set([url.origin, new URL(siteUrl).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${url.protocol}//${host}`);
  if (origin && allowed.has(origin)) return undefined;
  securityEvent({
    event: 'origin_refused',
    outcome: 'refused',
    request,
    reason: origin ? 'foreign' : 'missing',
  });
  return privateError(403, 'forbidden_origin', words(request).forbiddenOrigin);
}

/**
 * A JSON content type (415), a body of at most `maxBytes` (413), JSON (400) and a strict schema
 * (400 invalid with `fields`, the first message of each), in that order: readJsonWrite after the
 * Origin, or a signed-in write after its Origin, session and per-user limit (./account-request).
 */
export async function readPrivateJson<S extends $ZodType>(
  request: Request,
  maxBytes: number,
  schema: S,
  /** How issues become `fields`: by default, the first message per top-level field. */
  fieldsOf: (error: $ZodError) => Record<string, string> = fieldErrors,
): Promise<Checked<output<S>>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    securityEvent({ event: 'content_type_refused', outcome: 'refused', request });
    return { ok: false, error: privateError(415, 'unsupported_media_type', words(request).sendJson) };
  }
  const body = await readBody(request, maxBytes);
  if (!body.ok) return { ok: false, error: privateError(413, 'too_large', words(request).tooLarge) };
  const json = parseJson(body.data);
  if (json === undefined)
    return { ok: false, error: privateError(400, 'bad_request', words(request).notJson) };
  const parsed = safeParse(schema, json);
  if (!parsed.success) {
    const fields = fieldsOf(parsed.error);
    const message = Object.values(fields)[0] ?? words(request).checkForm;
    return { ok: false, error: privateError(400, 'invalid', message, { fields }) };
  }
  return { ok: true, data: parsed.data };
}

export interface JsonWriteRules<S extends $ZodType> {
  /** SITE_URL: its origin is accepted besides the request's own. */
  siteUrl: string;
  maxBytes: number;
  schema: S;
  /** How issues become `fields`: by default, the first message per top-level field. */
  fieldsOf?: (error: $ZodError) => Record<string, string>;
}

/** Every JSON write without a session: the Origin (403), then readPrivateJson (415 / 413 / 400). */
export async function readJsonWrite<S extends $ZodType>(
  request: Request,
  { siteUrl, maxBytes, schema, fieldsOf = fieldErrors }: JsonWriteRules<S>,
): Promise<Checked<output<S>>> {
  const forbidden = checkOrigin(request, siteUrl);
  if (forbidden) return { ok: false, error: forbidden };
  return readPrivateJson(request, maxBytes, schema, fieldsOf);
}
