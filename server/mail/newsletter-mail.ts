import 'server-only';
import { site } from '@/lib/site';
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
export function newsletterMail(subject: string, paragraphs: string[], links: UnsubscribeLinks): AccountMail {
  const mail = mailOf(subject, [
    ...paragraphs,
    'To stop getting these emails, unsubscribe here:',
    links.page,
  ]);
  return { ...mail, headers: oneClickHeaders(links) };
}

export const newsletterConfirmMail = (confirmLink: string, links: UnsubscribeLinks): AccountMail =>
  newsletterMail(
    `Confirm your ${site.name} newsletter subscription`,
    [
      `Someone asked to get the ${site.name} newsletter at this address.`,
      'Open this link within 48 hours and press "Confirm subscription" to start getting it:',
      confirmLink,
      'If it was not you, ignore this mail: you will not be subscribed.',
    ],
    links,
  );
