import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { MESSAGES } from '@/messages';
import { translator } from '@/server/i18n/translate';
import type { AccountMail } from './account-mail';
import { mailOf } from './account-mail';

// The newsletter's mails. Each carries a visible unsubscribe link (a page with one button) and
// the RFC 8058 one-click headers, whose URL a mail client POSTs to without asking anything more
// (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post).

export interface UnsubscribeLinks {
  /** The page with the Unsubscribe button (a GET there changes nothing). */
  page: string;
  /** The one-click endpoint mail clients POST `List-Unsubscribe=One-Click` to. */
  oneClick: string;
}

/** The RFC 8058 headers of every newsletter mail. */
export const oneClickHeaders = (links: UnsubscribeLinks): Record<string, string> => ({
  'List-Unsubscribe': `<${links.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Any newsletter mail: its paragraphs, then the unsubscribe link, with the one-click headers. */
export function newsletterMail(
  subject: string,
  paragraphs: string[],
  links: UnsubscribeLinks,
  locale: Locale = 'en',
): AccountMail {
  const mail = mailOf(subject, [...paragraphs, MESSAGES[locale].mail.newsletter.unsubscribe, links.page]);
  return { ...mail, headers: oneClickHeaders(links) };
}

/** The double opt-in mail, in the language of the page the address was given on. */
export function newsletterConfirmMail(
  confirmLink: string,
  links: UnsubscribeLinks,
  locale: Locale = 'en',
): AccountMail {
  const t = translator(locale, 'mail');
  return newsletterMail(
    t('newsletter.subject', { shop: site.name }),
    [t('newsletter.asked', { shop: site.name }), t('newsletter.open'), confirmLink, t('newsletter.notYou')],
    links,
    locale,
  );
}
