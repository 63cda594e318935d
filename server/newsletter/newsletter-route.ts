import 'server-only';
import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isValidEmail } from '@/lib/forms/email';
import { errorResponse } from '@/server/http/route-body';
import { readJsonInput } from '@/server/http/json-input';
import type { RateLimiter } from '@/server/http/rate-limit';
import type { SubscribeOutcome } from '@/server/store/newsletter-subscribers';
import { errorFields, logFor } from '@/server/log/logger';

// POST /api/newsletter { email } → 200 { ok: true }. An address already on the list answers the
// same as a new one, so the form cannot be used to find out who subscribed.

const log = logFor('newsletter');

export const NEWSLETTER_MAX_BODY_BYTES = 1024;

const schema = z.strictObject({ email: z.string().max(EMAIL_MAX_LENGTH * 2) });

export interface NewsletterDeps {
  limiter: RateLimiter;
  subscribe: (email: string) => Promise<SubscribeOutcome>;
}

export function newsletterHandler(deps: NewsletterDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readJsonInput(request, {
      limiter: deps.limiter,
      maxBytes: NEWSLETTER_MAX_BODY_BYTES,
      schema,
    });
    if (!input.ok) return input.response;
    if (!isValidEmail(input.data.email)) return errorResponse(400, 'invalid', EMAIL_INVALID_MESSAGE);
    try {
      await deps.subscribe(input.data.email);
    } catch (error) {
      log.error(errorFields(error), 'could not store the subscription');
      return errorResponse(503, 'unavailable', 'Something went wrong. Please try again.');
    }
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
  };
}
