import 'server-only';
import { returnInstructions } from '@/lib/account/return-instructions';
import { variantText } from '@/lib/display/variant';
import type { SmtpConfig } from '@/server/config';
import { mailTransport } from './transport';

// Confirms a return request to the customer: the order, the lines asked back, the reason and how
// to send the parcel.

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
    subject: `Your return request for order ${content.reference}`,
    text: returnMailText(content),
  });
}
