import 'server-only';
import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { errorResponse, parseJson, readBody } from './route-body';
import { securityEvent } from '@/server/log/security-event';
import { ipKey, type RateLimiter } from './rate-limit';

// The steps every public form endpoint takes before its own work: rate limit by client IP, read a
// bounded body, parse JSON, check its shape with a strict schema (classic zod or zod/mini: core types).

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

export type JsonInput<T> = { ok: true; data: T } | { ok: false; response: Response };

export interface JsonInputRules<S extends $ZodType> {
  limiter: RateLimiter;
  maxBytes: number;
  schema: S;
  /** The 400's message for a shape error; 'Invalid request' unless the endpoint says more. */
  describe?: (error: $ZodError) => string;
}

export async function readJsonInput<S extends $ZodType>(
  request: Request,
  { limiter, maxBytes, schema, describe }: JsonInputRules<S>,
): Promise<JsonInput<output<S>>> {
  const verdict = await limiter.consume(ipKey(request.headers));
  if (!verdict.ok) {
    securityEvent({ event: 'rate_limited', outcome: 'refused', request, reason: limiter.rule.name });
    const response = errorResponse(429, 'rate_limited', TOO_MANY_REQUESTS, {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
    return { ok: false, response };
  }
  const body = await readBody(request, maxBytes);
  if (!body.ok) return body;
  const json = parseJson(body.text);
  if (json === undefined)
    return { ok: false, response: errorResponse(400, 'bad_request', 'Body is not JSON') };
  const parsed = safeParse(schema, json);
  if (!parsed.success) {
    const message = describe?.(parsed.error) ?? 'Invalid request';
    return { ok: false, response: errorResponse(400, 'bad_request', message) };
  }
  return { ok: true, data: parsed.data };
}
