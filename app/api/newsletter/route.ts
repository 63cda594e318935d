import { config } from '@/server/config';
import { NEWSLETTER_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/runtime/shared-state';
import { newsletterHandler } from '@/server/newsletter/newsletter-route';
import { stores } from '@/server/runtime/stores';

export const POST = newsletterHandler({
  limiter: rateLimiter(NEWSLETTER_RATE_LIMIT),
  origin: () => config().siteUrl,
  subscribe: (email) => stores().subscribers.add(email),
});
