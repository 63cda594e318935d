import { NEWSLETTER_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { newsletterHandler } from '@/server/newsletter/newsletter-route';
import { shopDb } from '@/server/store/db';
import { addSubscriber } from '@/server/store/newsletter-subscribers';

export const POST = newsletterHandler({
  limiter: rateLimiter(NEWSLETTER_RATE_LIMIT),
  subscribe: (email) => addSubscriber(shopDb(), email),
});
