import type { AccountMail } from '@/server/mail/account-mail';
import type { NewsletterDeps } from '@/server/newsletter/newsletter-route';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import type { NewsletterSubscribers } from '@/server/store/newsletter-subscribers';

/** The key of the unsubscribe links in tests. */
export const NEWSLETTER_TEST_SECRET = 'newsletter-test-secret-0123456789abcdef';

/** POST /api/newsletter's deps over `subscribers`, its mails kept in `sent` once `settled()`. */
export function newsletterDeps(
  subscribers: Pick<NewsletterSubscribers, 'signUp'>,
  limiter: RateLimiter,
  origin = 'http://shop.test',
) {
  const sent: { to: string; mail: AccountMail }[] = [];
  const pending: Promise<void>[] = [];
  const deps: NewsletterDeps = {
    limiter,
    origin: () => origin,
    subscribers: () => subscribers,
    secret: () => NEWSLETTER_TEST_SECRET,
    mailLater: (to, mail) => void pending.push(Promise.resolve().then(() => void sent.push({ to, mail }))),
  };
  return { deps, sent, settled: () => Promise.all(pending) };
}
