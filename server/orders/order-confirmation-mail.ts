import 'server-only';
import { formatMoney } from '@/lib/money';
import { site } from '@/lib/site';
import type { SmtpConfig } from '@/server/config';
import type { StoredOrder } from '@/server/orders/order';
import { confirmationUrl, orderReference } from '@/server/orders/payment-urls';
import { mailTransport } from '@/server/mail/transport';

// The buyer's order confirmation, mailed once the order is paid: what /order-confirmation shows, as
// plain text. A guest's link opens the order only in the browser that placed it, so the mail itself
// carries the whole order.

export interface MailText {
  subject: string;
  text: string;
}

export function orderConfirmationText(order: StoredOrder, siteUrl: string): MailText {
  const { lines, delivery, voucher, totals } = order.content;
  const reference = orderReference(order);
  const items = lines.map((l) => {
    const variant = [l.color && `Colour: ${l.color}`, l.size && `Size: ${l.size}`].filter(Boolean);
    return (
      [l.name, ...variant, `Quantity: ${l.quantity}`].join(' · ') +
      ` — ${formatMoney(l.unitPriceCents * l.quantity)}`
    );
  });
  const deliveryName = delivery.method === 'pickup' ? `Pick up: ${delivery.name}` : delivery.name;
  const sums = [
    `Subtotal: ${formatMoney(totals.subtotalCents)}`,
    `${deliveryName}: ${totals.deliveryCents > 0 ? formatMoney(totals.deliveryCents) : 'Free'}`,
    ...(voucher ? [`Voucher ${voucher.code}: −${formatMoney(voucher.discountCents)}`] : []),
    `Total: ${formatMoney(totals.totalCents)}`,
  ];
  return {
    subject: `Your ${site.name} order ${reference}`,
    text: [
      `Thank you for your order. We have received your payment.`,
      `Order ${reference}`,
      items.join('\n'),
      `${sums.join('\n')}\nPrices include VAT.`,
      `Your order: ${confirmationUrl(siteUrl, order.id)}`,
      site.name,
    ].join('\n\n'),
  };
}

export async function mailOrderConfirmation(smtp: SmtpConfig, order: StoredOrder, siteUrl: string) {
  const transport = await mailTransport(smtp);
  await transport.sendMail({ from: smtp.from, to: order.email, ...orderConfirmationText(order, siteUrl) });
}
