import 'server-only';
import { returnInstructions } from '@/lib/account/return-instructions';
import { variantText } from '@/lib/display/variant';
import { escapeXml } from '@/lib/escape-xml';
import { htmlMail } from './html-layout';
import type { SmtpConfig } from '@/server/config';
import { mailTransport } from './transport';

// Confirms a return request to the customer: the order, the lines asked back, the reason and how
// to send the parcel, as text and as HTML (multipart/alternative).

export interface ReturnMailContent {
  reference: string;
  lines: { name: string; colour: string; size: string; quantity: number }[];
  reason: string;
  note: string;
}

const describe = (l: ReturnMailContent['lines'][number]) => {
  const details = variantText(l);
  return `- ${l.name}${details ? ` (${details})` : ''} × ${l.quantity}`;
};

const e = escapeXml;

/** The same mail as HTML, for the HTML part beside the text. */
export function returnMailHtml(content: ReturnMailContent): string {
  const items = content.lines.map((l) => {
    const details = variantText(l);
    return `<li>${e(l.name)}${details ? ` <span style="color:#555">(${e(details)})</span>` : ''} × ${l.quantity}</li>`;
  });
  const steps = returnInstructions(content.reference).map((step) => `<li>${e(step)}</li>`);
  return htmlMail(
    returnSubject(content.reference),
    `<h1 style="font-size:20px;margin:0 0 16px">Return request received</h1>
<p style="margin:0 0 16px">We have received your return request for order <strong>${e(content.reference)}</strong>.</p>
<p style="margin:0"><strong>Items</strong></p><ul style="margin:4px 0 16px;padding-left:20px">${items.join('')}</ul>
<p style="margin:0">Reason: ${e(content.reason)}</p>${content.note ? `<p style="margin:0">Your note: ${e(content.note)}</p>` : ''}
<p style="margin:16px 0 0"><strong>How to return</strong></p><ol style="margin:4px 0 0;padding-left:20px">${steps.join('')}</ol>`,
  );
}

const returnSubject = (reference: string) => `Your return request for order ${reference}`;

export function returnMailText(content: ReturnMailContent): string {
  return [
    `We have received your return request for order ${content.reference}.`,
    '',
    'Items:',
    ...content.lines.map(describe),
    '',
    `Reason: ${content.reason}`,
    ...(content.note ? [`Your note: ${content.note}`] : []),
    '',
    'How to return:',
    ...returnInstructions(content.reference).map((step, i) => `${i + 1}. ${step}`),
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
    subject: returnSubject(content.reference),
    text: returnMailText(content),
    html: returnMailHtml(content),
  });
}
