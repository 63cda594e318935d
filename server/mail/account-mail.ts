import 'server-only';
import { site } from '@/lib/site';
import type { SmtpConfig } from '@/server/config';
import { escapeXml } from '@/lib/escape-xml';
import { mailTransport } from './transport';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n/translate';

// The mails about the account itself: welcome, email change (the link to the new address, the
// notice to the old one), password changed, account deleted. Each is plain text with the same
// paragraphs as HTML, in the language of the request that caused it (messages/*/mail.json, account). None holds a password or a token, the email change's confirm link aside.

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the newsletter's List-Unsubscribe, server/mail/newsletter-mail.ts). */
  headers?: Record<string, string>;
}

/** Paragraphs as text and as HTML; a paragraph that is a link becomes an anchor. */
export function mailOf(subject: string, paragraphs: string[]): AccountMail {
  const html = paragraphs
    .map((p) => {
      const escaped = escapeXml(p);
      return /^https?:\/\/\S+$/.test(p) ? `<p><a href="${escaped}">${escaped}</a></p>` : `<p>${escaped}</p>`;
    })
    .join('\n');
  return { subject, text: [...paragraphs, site.name].join('\n\n'), html: `${html}\n<p>${site.name}</p>` };
}

/** a***@example.com: enough for the owner to recognise an address, too little to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The account mails' words in the language of the request that caused the mail. */
const words = (locale: Locale) => {
  const t = translator(locale, 'mail');
  return (key: Parameters<typeof t>[0], values: Record<string, string> = {}) =>
    t(key, { shop: site.name, email: site.supportEmail, ...values });
};

export const welcomeMail = (firstName: string, locale: Locale): AccountMail => {
  const t = words(locale);
  return mailOf(t('account.welcomeSubject'), [
    t('account.welcomeHello', { name: firstName }),
    t('account.welcomeText'),
    t('account.welcomeNotYou'),
  ]);
};

export const emailChangeLinkMail = (link: string, locale: Locale): AccountMail => {
  const t = words(locale);
  return mailOf(t('account.emailLinkSubject'), [
    t('account.emailLinkText'),
    t('account.emailLinkOpen'),
    link,
    t('account.emailLinkNotYou'),
  ]);
};

export const emailChangedMail = (newEmail: string, locale: Locale): AccountMail => {
  const t = words(locale);
  return mailOf(t('account.emailChangedSubject'), [
    t('account.emailChangedText', { email: maskEmail(newEmail) }),
    t('account.contact'),
  ]);
};

export const passwordChangedMail = (locale: Locale): AccountMail => {
  const t = words(locale);
  return mailOf(t('account.passwordChangedSubject'), [
    t('account.passwordChangedText'),
    t('account.contact'),
  ]);
};

export const accountDeletedMail = (locale: Locale): AccountMail => {
  const t = words(locale);
  return mailOf(t('account.deletedSubject'), [t('account.deletedText'), t('account.contact')]);
};

export async function sendAccountMail(smtp: SmtpConfig, to: string, mail: AccountMail): Promise<void> {
  const transport = await mailTransport(smtp);
  await transport.sendMail({ from: smtp.from, to, ...mail });
}
