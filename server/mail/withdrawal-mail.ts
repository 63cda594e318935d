import 'server-only';
import { variantText } from '@/lib/display/variant';
import { escapeXml as e } from '@/lib/escape-xml';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { WITHDRAWAL_TEXTS as T } from '@/lib/withdrawal/texts';
import type { SmtpConfig } from '@/server/config';
import { htmlMail } from './html-layout';
import { mailTransport } from './transport';

// The acknowledgement of a withdrawal on a durable medium (Directive 2011/83/EU Art. 11a(3)): its
// content, and the date and time it was received, mailed to the order's email, text and HTML.

export interface WithdrawalMailContent {
  reference: string;
  name: string;
  email: string;
  lines: { name: string; colour: string; size: string; quantity: number }[];
  receivedAt: string;
}

/** '28 November 2026 at 18:21' in Cyprus time. */
export const receivedAtText = (iso: string, locale: Locale = 'en'): string =>
  MESSAGES[locale].withdrawal.cyprusTime.replace(
    '{date}',
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: SHOP_TIME_ZONE,
    }).format(new Date(iso)),
  );

const item = (l: WithdrawalMailContent['lines'][number]) => {
  const details = variantText(l);
  return `${l.name}${details ? ` (${details})` : ''} × ${l.quantity}`;
};

export function withdrawalMailText(c: WithdrawalMailContent): string {
  return [
    `We received your withdrawal from the contract for order ${c.reference} on ${receivedAtText(c.receivedAt)}.`,
    '',
    `Name: ${c.name}`,
    `Email: ${c.email}`,
    'Items withdrawn from:',
    ...c.lines.map((l) => `- ${item(l)}`),
    '',
    'We will refund you within 14 days. Please send the items back to us within 14 days.',
  ].join('\n');
}

export function withdrawalMailHtml(c: WithdrawalMailContent): string {
  return htmlMail(
    T.mailSubject(c.reference),
    `<h1 style="font-size:20px;margin:0 0 16px">${e(T.doneTitle)}</h1>
<p style="margin:0 0 16px">We received your withdrawal from the contract for order <strong>${e(c.reference)}</strong> on ${e(receivedAtText(c.receivedAt))}.</p>
<p style="margin:0">Name: ${e(c.name)}<br>Email: ${e(c.email)}</p>
<p style="margin:16px 0 0"><strong>Items withdrawn from</strong></p><ul style="margin:4px 0 16px;padding-left:20px">${c.lines.map((l) => `<li>${e(item(l))}</li>`).join('')}</ul>
<p style="margin:0">We will refund you within 14 days. Please send the items back to us within 14 days.</p>`,
  );
}

export async function mailWithdrawalReceipt(smtp: SmtpConfig, content: WithdrawalMailContent): Promise<void> {
  const transport = await mailTransport(smtp);
  await transport.sendMail({
    from: smtp.from,
    to: content.email,
    subject: T.mailSubject(content.reference),
    text: withdrawalMailText(content),
    html: withdrawalMailHtml(content),
  });
}
