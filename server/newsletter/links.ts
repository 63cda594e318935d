import 'server-only';
import type { UnsubscribeLinks } from '@/server/mail/newsletter-mail';
import { unsubscribeToken } from './unsubscribe-token';

// The addresses the newsletter's mails link to, on the shop's public origin (SITE_URL).

export const CONFIRM_PAGE = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
export const UNSUBSCRIBE_ENDPOINT = '/api/newsletter/unsubscribe';

/** The links of subscriber `id`'s mails. */
export function newsletterLinks(siteUrl: string, id: number, secret: string) {
  const origin = new URL(siteUrl).origin;
  const token = encodeURIComponent(unsubscribeToken(id, secret));
  const unsubscribe: UnsubscribeLinks = {
    page: `${origin}${UNSUBSCRIBE_PAGE}?token=${token}`,
    oneClick: `${origin}${UNSUBSCRIBE_ENDPOINT}?token=${token}`,
  };
  return {
    confirm: (confirmToken: string) => `${origin}${CONFIRM_PAGE}?token=${encodeURIComponent(confirmToken)}`,
    unsubscribe,
  };
}
