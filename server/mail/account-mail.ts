import 'server-only';
import { site } from '@/lib/site';
import type { SmtpConfig } from '@/server/config';
import { escapeXml } from '@/lib/escape-xml';
import { mailTransport } from './transport';

// The mails about the account itself: welcome, email change (the link to the new address, the
// notice to the old one), password changed, account deleted. Each is plain text with the same
// paragraphs as HTML. None holds a password or a token, the email change's confirm link aside.

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the newsletter's List-Unsubscribe, server/mail/newsletter-mail.ts). */
  headers?: Record<string, string>;
}

const CONTACT = `If it was not you, contact us at once at ${site.supportEmail}.`;

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

export const welcomeMail = (firstName: string): AccountMail =>
  mailOf(`Welcome to ${site.name}`, [
    `Hello ${firstName},`,
    `Your ${site.name} account has been created. You can now save favourites, keep your address for checkout and follow your orders.`,
    `If you did not create this account, contact us at ${site.supportEmail}.`,
  ]);

export const emailChangeLinkMail = (link: string): AccountMail =>
  mailOf('Confirm your new sign-in email', [
    `Someone asked to make this address the sign-in email of a ${site.name} account.`,
    'Open this link within 60 minutes and press "Confirm new email" to make the change:',
    link,
    'If it was not you, ignore this mail: nothing changes.',
  ]);

export const emailChangedMail = (newEmail: string): AccountMail =>
  mailOf('Your sign-in email was changed', [
    `The sign-in email of your ${site.name} account was changed to ${maskEmail(newEmail)}. Every device signed in to the account has been signed out.`,
    CONTACT,
  ]);

export const passwordChangedMail = (): AccountMail =>
  mailOf('Your password was changed', [
    `The password of your ${site.name} account was changed. Every device signed in to the account has been signed out.`,
    CONTACT,
  ]);

export const accountDeletedMail = (): AccountMail =>
  mailOf(`Your ${site.name} account was deleted`, [
    `Your ${site.name} account and its details have been deleted, and every device signed in to it has been signed out.`,
    CONTACT,
  ]);

export async function sendAccountMail(smtp: SmtpConfig, to: string, mail: AccountMail): Promise<void> {
  const transport = await mailTransport(smtp);
  await transport.sendMail({ from: smtp.from, to, ...mail });
}
