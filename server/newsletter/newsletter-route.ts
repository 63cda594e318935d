import 'server-only';
import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isValidEmail } from '@/lib/forms/email';
import { limitClient, privateError, privateJson, readJsonWrite } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import type { SubscribeOutcome } from '@/server/store/newsletter-subscribers';
import { errorFields, logFor } from '@/server/log/logger';

// POST /api/newsletter { email } → 200 { ok: true }. An address already on the list answers the
// same as a new one, so the form cannot be used to find out who subscribed. The one pipeline of
// every JSON write (Origin, JSON, size, strict shape), then the per-address limit.

const log = logFor('newsletter');

export const NEWSLETTER_MAX_BODY_BYTES = 1024;

const invalid = { error: EMAIL_INVALID_MESSAGE };
const schema = z.strictObject({
  email: z
    .string(invalid)
    .max(EMAIL_MAX_LENGTH * 2, invalid)
    .refine(isValidEmail, invalid),
});

export interface NewsletterDeps {
  limiter: RateLimiter;
  /** SITE_URL: its origin is accepted besides the request's own. */
  origin: () => string;
  subscribe: (email: string) => Promise<SubscribeOutcome>;
}

export function newsletterHandler(deps: NewsletterDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readJsonWrite(request, {
      siteUrl: deps.origin(),
      maxBytes: NEWSLETTER_MAX_BODY_BYTES,
      schema,
    });
    if (!input.ok) return input.error;
    const limited = await limitClient(request, deps.limiter);
    if (limited) return limited;
    try {
      await deps.subscribe(input.data.email);
    } catch (error) {
      log.error(errorFields(error), 'could not store the subscription');
      return privateError(503, 'unavailable', 'Something went wrong. Please try again.');
    }
    return privateJson({ ok: true });
  };
}
