import 'server-only';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { UnsubscribeLinks } from '@/server/mail/newsletter-mail';
import { unsubscribeToken } from './unsubscribe-token';

// The addresses the newsletter's mails link to, on the shop's public origin (SITE_URL).

export const CONFIRM_PAGE = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
export const UNSUBSCRIBE_ENDPOINT = '/api/newsletter/unsubscribe';

/** The links of subscriber `id`'s mails; their pages in the language the address was given in. */
export function newsletterLinks(siteUrl: string, id: number, secret: string, locale: Locale = 'en') {
  const origin = new URL(siteUrl).origin;
  const token = encodeURIComponent(unsubscribeToken(id, secret));
  const unsubscribe: UnsubscribeLinks = {
    page: `${origin}${localePath(locale, UNSUBSCRIBE_PAGE)}?token=${token}`,
    oneClick: `${origin}${UNSUBSCRIBE_ENDPOINT}?token=${token}`,
  };
  return {
    confirm: (confirmToken: string) =>
      `${origin}${localePath(locale, CONFIRM_PAGE)}?token=${encodeURIComponent(confirmToken)}`,
    unsubscribe,
  };
}
