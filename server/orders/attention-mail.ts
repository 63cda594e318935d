import 'server-only';
import { formatMoney } from '@/lib/money';
import { site } from '@/lib/site';
import type { SmtpConfig } from '@/server/config';
import type { StoredOrder } from '@/server/orders/order';
import { orderNumber } from '@/lib/orders/order-number';
import { mailTransport } from '@/server/mail/transport';

// The operator's one mail about a paid order the ERP never took: the job has stopped resending it,
// so a person must enter it in the ERP (or refund it) and tell the shop. Only what the operator
// needs to find it: no buyer's address, email or phone.

export function attentionMailText(order: StoredOrder): { subject: string; text: string } {
  const reference = orderNumber(order.id);
  return {
    subject: `[${site.name}] Paid order ${reference} is not in the ERP`,
    text: [
      `Order ${reference} was paid (${formatMoney(order.totalCents, 'en')}) on ${new Date(order.paidAt ?? order.updatedAt).toISOString()}, but the ERP did not take it after ${order.erpAttempts} tries. The shop has stopped sending it.`,
      `Last answer: ${order.lastError ?? 'none'}`,
      [
        'Check the ERP for it first: the last try may have reached it. Then, on the shop host:',
        `  npm run orders:attention -- --mark-sent ${order.id} --erp-record <the ERP's record number>`,
        `or, once it is refunded at the gateway:`,
        `  npm run orders:attention -- --close ${order.id} --reason "refunded"`,
      ].join('\n'),
    ].join('\n\n'),
  };
}

export async function mailOrderAttention(smtp: SmtpConfig, order: StoredOrder) {
  const transport = await mailTransport(smtp);
  await transport.sendMail({ from: smtp.from, to: smtp.to, ...attentionMailText(order) });
}
