import 'server-only';
import { WITHDRAW_PATH, WITHDRAWAL_TEXTS } from '@/lib/withdrawal/texts';
import { deliveryRowLabel } from '@/lib/checkout/delivery-names';
import { variantText } from '@/lib/display/variant';
import { escapeXml } from '@/lib/escape-xml';
import { optimisedImageUrl } from '@/lib/image-url';
import { formatMoney } from '@/lib/money';
import type { LinePicture } from '@/lib/orders/line-picture';
import { orderNumber } from '@/lib/orders/order-number';
import { complaintLines, priceAndDeliveryLines, withdrawalSummary } from '@/lib/precontract/precontract-info';
import { traderLines, type TraderDetails } from '@/lib/precontract/trader';
import {
  modelWithdrawalForm,
  modelWithdrawalFormText,
  withdrawalConditions,
} from '@/lib/precontract/withdrawal';
import { site } from '@/lib/site';
import type { SmtpConfig } from '@/server/config';
import type { StoredOrder } from '@/server/orders/order';
import { orderFacts } from '@/server/orders/order-facts';
import { confirmationUrl } from '@/server/orders/payment-urls';
import { htmlMail } from '@/server/mail/html-layout';
import { mailTransport } from '@/server/mail/transport';

// The buyer's order confirmation, mailed once the order is paid: what /order-confirmation shows,
// as HTML with the same words as a plain-text part (multipart/alternative). A guest's link opens
// the order only in the browser that placed it, so the mail itself carries the whole order. It is
// also the confirmation of the contract on a durable medium (Directive 2011/83/EU Art. 8(7)), so
// it repeats the pre-contract information: the trader, the withdrawal right and the model form.

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

const e = escapeXml;
const cell = 'padding:12px 0;border-bottom:1px solid #e5e5e5;vertical-align:top';

/** The pre-contract information as titled blocks of lines, for both parts of the mail. */
function precontractBlocks(trader: TraderDetails, origin: string): [title: string, lines: string[]][] {
  return [
    ['Seller', traderLines(trader).map(([label, value]) => `${label}: ${value}`)],
    ['Prices and delivery', priceAndDeliveryLines()],
    ['Your right of withdrawal', [withdrawalSummary(origin), ...withdrawalConditions(trader, origin)]],
    ['Complaints', complaintLines(trader, origin)],
  ];
}

/** `pictures[i]`: line i's product page and picture (null when the shop no longer sells it). */
export function orderConfirmationMail(
  order: StoredOrder,
  siteUrl: string,
  trader: TraderDetails,
  pictures: readonly (LinePicture | null)[] = [],
): OrderMail {
  const { lines, voucher, totals } = order.content;
  const number = orderNumber(order.id);
  const origin = siteUrl.replace(/\/+$/, '');
  const facts = orderFacts(order);
  const items = lines.map((l, i) => ({
    name: l.name,
    details: [variantText({ colour: l.color, size: l.size }), `Quantity: ${l.quantity}`]
      .filter(Boolean)
      .join(' · '),
    total: formatMoney(l.unitPriceCents * l.quantity),
    picture: pictures[i] ?? null,
  }));
  const sums: [string, string][] = [
    ['Subtotal', formatMoney(totals.subtotalCents)],
    [
      deliveryRowLabel(order.content.delivery),
      totals.deliveryCents > 0 ? formatMoney(totals.deliveryCents) : 'Free',
    ],
    ...(voucher
      ? [[`Voucher ${voucher.code}`, `−${formatMoney(voucher.discountCents)}`] as [string, string]]
      : []),
    ['Total', formatMoney(totals.totalCents)],
  ];
  const url = confirmationUrl(siteUrl, order.id);
  const thanks = 'Thank you for your order. We have received your payment.';
  const blocks = precontractBlocks(trader, origin);
  const form = modelWithdrawalForm(trader);

  const text = [
    thanks,
    `Order ${number}`,
    items.map((i) => `${i.name} · ${i.details} — ${i.total}`).join('\n'),
    `${sums.map(([label, amount]) => `${label}: ${amount}`).join('\n')}\nPrices include VAT.`,
    `${facts.delivery.title}:\n${facts.delivery.lines.join('\n')}`,
    `Payment: ${facts.payment}`,
    `Your order: ${url}`,
    `${WITHDRAWAL_TEXTS.link}: ${origin}${WITHDRAW_PATH}`,
    ...blocks.map(([title, lines]) => `${title}\n${lines.join('\n')}`),
    modelWithdrawalFormText(form),
    site.name,
  ].join('\n\n');

  const itemRows = items
    .map((i) => {
      const image = i.picture?.image
        ? `<img src="${e(origin + optimisedImageUrl(i.picture.image, 128))}" alt="" width="64" height="80" style="display:block;object-fit:cover;background:#f5f5f5">`
        : '';
      const name = i.picture
        ? `<a href="${e(origin + i.picture.href)}" style="color:#111">${e(i.name)}</a>`
        : e(i.name);
      return `<tr><td style="${cell};width:76px">${image}</td><td style="${cell}"><strong>${name}</strong><br><span style="color:#555">${e(i.details)}</span></td><td style="${cell};text-align:right;white-space:nowrap">${e(i.total)}</td></tr>`;
    })
    .join('');
  const sumRows = sums
    .map(([label, amount], i) => {
      const weight = i === sums.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td style="${weight}padding:4px 0">${e(label)}</td><td style="${weight}padding:4px 0;text-align:right">${e(amount)}</td></tr>`;
    })
    .join('');
  const html = htmlMail(
    `Your ${site.name} order ${number}`,
    `<h1 style="font-size:20px;margin:0 0 4px">Thank you for your order</h1>
<p style="margin:0 0 4px;color:#555">We have received your payment.</p>
<p style="margin:0 0 24px">Order <strong>${e(number)}</strong></p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;border-top:1px solid #e5e5e5">${itemRows}</table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin-top:12px">${sumRows}</table>
<p style="margin:4px 0 24px;color:#555;font-size:12px">Prices include VAT.</p>
<p style="margin:0"><strong>${e(facts.delivery.title)}</strong><br>${facts.delivery.lines.map(e).join('<br>')}</p>
<p style="margin:16px 0 0"><strong>Payment</strong><br>${e(facts.payment)}</p>
<p style="margin:24px 0 0"><a href="${e(url)}" style="display:inline-block;background:#111;color:#fff;padding:10px 16px;text-decoration:none;border-radius:2px">View your order</a></p>
<p style="margin:16px 0 0"><a href="${e(origin + WITHDRAW_PATH)}" style="color:#111">${e(WITHDRAWAL_TEXTS.link)}</a></p>
${blocks.map(([title, lines]) => `<h2 style="font-size:14px;margin:24px 0 4px">${e(title)}</h2>${lines.map((l) => `<p style="margin:0 0 6px;color:#333;font-size:13px">${e(l)}</p>`).join('')}`).join('\n')}
<div style="margin:24px 0 0;border:1px solid #e5e5e5;padding:12px;font-size:13px"><h2 style="font-size:14px;margin:0 0 4px">${e(form.title)}</h2><p style="margin:0 0 6px;color:#555">${e(form.note)}</p>${form.lines.map((l) => `<p style="margin:0 0 4px">— ${e(l)}</p>`).join('')}<p style="margin:6px 0 0;color:#555">${e(form.footnote)}</p></div>`,
  );

  return { subject: `Your ${site.name} order ${number}`, text, html };
}

/** `pictures`: each line's product page and picture, as orderConfirmationMail takes them. */
export async function mailOrderConfirmation(
  smtp: SmtpConfig,
  order: StoredOrder,
  siteUrl: string,
  trader: TraderDetails,
  pictures: readonly (LinePicture | null)[] = [],
) {
  const transport = await mailTransport(smtp);
  await transport.sendMail({
    from: smtp.from,
    to: order.email,
    ...orderConfirmationMail(order, siteUrl, trader, pictures),
  });
}
