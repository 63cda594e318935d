import 'server-only';
import { reasonLabel } from '@/lib/account/return-request';
import { returnInstructionsIn } from '@/lib/account/return-texts';
import { escapeXml as e } from '@/lib/escape-xml';
import type { Locale } from '@/lib/i18n/locales';
import { lineVariant } from '@/lib/orders/line-variant';
import { MESSAGES } from '@/messages';
import type { SmtpConfig } from '@/server/config';
import { translator } from '@/server/i18n/translate';
import { htmlMail } from './html-layout';
import { mailTransport } from './transport';

// Confirms a return request to the customer: the order, the lines asked back, the reason and how
// to send the parcel, as text and as HTML (multipart/alternative), in the language the request was
// made in (messages/<locale>/mail.json, returns).

export interface ReturnMailContent {
  reference: string;
  lines: { name: string; colour: string; size: string; quantity: number }[];
  /** The stored reason (one of RETURN_REASONS in English, or the shopper's own words). */
  reason: string;
  note: string;
  locale: Locale;
}

/** The mail's sentences, shared by its text and HTML parts. */
function returnMailWords(c: ReturnMailContent) {
  const t = translator(c.locale, 'mail');
  return {
    subject: t('returns.subject', { reference: c.reference }),
    heading: t('returns.heading'),
    items: c.lines.map((l) => {
      const details = lineVariant(l, c.locale);
      return { name: l.name, details, quantity: l.quantity };
    }),
    reason: t('returns.reason', { reason: reasonLabel(c.reason, MESSAGES[c.locale].orders.client.reasons) }),
    note: c.note ? t('returns.note', { note: c.note }) : '',
    steps: returnInstructionsIn(c.reference, c.locale),
    t,
  };
}

/** The same mail as HTML, for the HTML part beside the text. */
export function returnMailHtml(content: ReturnMailContent): string {
  const w = returnMailWords(content);
  const items = w.items.map(
    (i) =>
      `<li><span translate="no">${e(i.name)}</span>${i.details ? ` <span style="color:#555">(${e(i.details)})</span>` : ''} × ${i.quantity}</li>`,
  );
  return htmlMail(
    w.subject,
    `<h1 style="font-size:20px;margin:0 0 16px">${e(w.heading)}</h1>
<p style="margin:0 0 16px">${e(w.t('returns.received', { reference: content.reference }))}</p>
<p style="margin:0"><strong>${e(w.t('returns.items'))}</strong></p><ul style="margin:4px 0 16px;padding-left:20px">${items.join('')}</ul>
<p style="margin:0">${e(w.reason)}</p>${w.note ? `<p style="margin:0">${e(w.note)}</p>` : ''}
<p style="margin:16px 0 0"><strong>${e(w.t('returns.howTo'))}</strong></p><ol style="margin:4px 0 0;padding-left:20px">${w.steps.map((step) => `<li>${e(step)}</li>`).join('')}</ol>`,
    content.locale,
  );
}

export function returnMailText(content: ReturnMailContent): string {
  const w = returnMailWords(content);
  return [
    w.t('returns.received', { reference: content.reference }),
    '',
    w.t('returns.itemsLine'),
    ...w.items.map((i) => `- ${i.name}${i.details ? ` (${i.details})` : ''} × ${i.quantity}`),
    '',
    w.reason,
    ...(w.note ? [w.note] : []),
    '',
    w.t('returns.howToLine'),
    ...w.steps.map((step, i) => `${i + 1}. ${step}`),
  ].join('\n');
}

export async function mailReturnConfirmation(
  smtp: SmtpConfig,
  to: string,
  content: ReturnMailContent,
): Promise<void> {
  const transport = await mailTransport(smtp);
  await transport.sendMail({
    from: smtp.from,
    to,
    subject: returnMailWords(content).subject,
    text: returnMailText(content),
    html: returnMailHtml(content),
  });
}
