import { NEWSLETTER_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/runtime/shared-state';
import { newsletterHandler } from '@/server/newsletter/newsletter-route';
import { newsletterEnv } from '@/server/runtime/newsletter';
import { mailAfter } from '@/server/account/notices';
import { appNotices } from '@/server/runtime/notices';

export const POST = newsletterHandler({
  ...newsletterEnv,
  limiter: rateLimiter(NEWSLETTER_RATE_LIMIT),
  mailLater: (to, mail) => mailAfter(appNotices, to, mail, 'newsletter confirmation'),
});
