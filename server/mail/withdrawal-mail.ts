import 'server-only';
import { escapeXml as e } from '@/lib/escape-xml';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { lineVariant } from '@/lib/orders/line-variant';
import { translator } from '@/server/i18n/translate';
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
  /** The language the withdrawal was made in. */
  locale: Locale;
}

/** '28 November 2026 at 18:21' in Cyprus time. */
export const receivedAtText = (iso: string, locale: Locale): string =>
  MESSAGES[locale].withdrawal.cyprusTime.replace(
    '{date}',
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: SHOP_TIME_ZONE,
    }).format(new Date(iso)),
  );

const item = (l: WithdrawalMailContent['lines'][number], locale: Locale) => {
  const details = lineVariant(l, locale);
  return `${l.name}${details ? ` (${details})` : ''} × ${l.quantity}`;
};

/** The mail's words in its language (messages/<locale>/mail.json, withdrawal). */
const words = (c: WithdrawalMailContent) => {
  const t = translator(c.locale, 'mail');
  return {
    subject: t('withdrawal.subject', { reference: c.reference }),
    received: t('withdrawal.received', {
      reference: c.reference,
      date: receivedAtText(c.receivedAt, c.locale),
    }),
    name: t('withdrawal.name', { name: c.name }),
    email: t('withdrawal.email', { email: c.email }),
    items: c.lines.map((l) => item(l, c.locale)),
    t,
  };
};

export function withdrawalMailText(c: WithdrawalMailContent): string {
  const w = words(c);
  return [
    w.received,
    '',
    w.name,
    w.email,
    w.t('withdrawal.itemsLine'),
    ...w.items.map((i) => `- ${i}`),
    '',
    w.t('withdrawal.refund'),
  ].join('\n');
}

export function withdrawalMailHtml(c: WithdrawalMailContent): string {
  const w = words(c);
  return htmlMail(
    w.subject,
    `<h1 style="font-size:20px;margin:0 0 16px">${e(MESSAGES[c.locale].withdrawal.doneTitle)}</h1>
<p style="margin:0 0 16px">${e(w.received)}</p>
<p style="margin:0">${e(w.name)}<br>${e(w.email)}</p>
<p style="margin:16px 0 0"><strong>${e(w.t('withdrawal.items'))}</strong></p><ul style="margin:4px 0 16px;padding-left:20px">${w.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>
<p style="margin:0">${e(w.t('withdrawal.refund'))}</p>`,
    c.locale,
  );
}

export async function mailWithdrawalReceipt(smtp: SmtpConfig, content: WithdrawalMailContent): Promise<void> {
  const transport = await mailTransport(smtp);
  await transport.sendMail({
    from: smtp.from,
    to: content.email,
    subject: words(content).subject,
    text: withdrawalMailText(content),
    html: withdrawalMailHtml(content),
  });
}
