import 'server-only';
import { WITHDRAW_PATH } from '@/lib/withdrawal/texts';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { localePath, localeUrl } from '@/lib/i18n/paths';
import { lineVariant } from '@/lib/orders/line-variant';
import { MESSAGES } from '@/messages';
import { deliveryRowLabel } from '@/lib/checkout/delivery-names';
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
import { orderLocale, type StoredOrder } from '@/server/orders/order';
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
function precontractBlocks(
  trader: TraderDetails,
  origin: string,
  locale: Locale,
): [title: string, lines: string[]][] {
  const t = MESSAGES[locale].mail.order;
  return [
    [t.seller, traderLines(trader, locale).map(([label, value]) => `${label}: ${value}`)],
    [t.prices, priceAndDeliveryLines(locale)],
    [t.withdrawal, [withdrawalSummary(origin, locale), ...withdrawalConditions(trader, origin, locale)]],
    [t.complaints, complaintLines(trader, origin, locale)],
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
  // The language the order was placed in: the mail is sent from the gateway's callback or the
  // job too, where no shopper's cookie says it.
  const locale = orderLocale(order);
  const t = MESSAGES[locale].mail.order;
  const words = MESSAGES[locale].checkout.client;
  const money = (cents: number) => formatMoney(cents, locale);
  const number = orderNumber(order.id);
  const origin = siteUrl.replace(/\/+$/, '');
  const facts = orderFacts(order, locale);
  const items = lines.map((l, i) => ({
    name: l.name,
    details: [lineVariant({ colour: l.color, size: l.size }, locale), fill(t.quantity, { count: l.quantity })]
      .filter(Boolean)
      .join(' · '),
    total: money(l.unitPriceCents * l.quantity),
    picture: pictures[i] ?? null,
  }));
  const sums: [string, string][] = [
    [t.subtotal, money(totals.subtotalCents)],
    [
      deliveryRowLabel(order.content.delivery, words),
      totals.deliveryCents > 0 ? money(totals.deliveryCents) : t.free,
    ],
    ...(voucher
      ? [[fill(t.voucher, { code: voucher.code }), `−${money(voucher.discountCents)}`] as [string, string]]
      : []),
    [t.total, money(totals.totalCents)],
  ];
  const url = localeUrl(locale, confirmationUrl(siteUrl, order.id));
  const withdrawUrl = origin + localePath(locale, WITHDRAW_PATH);
  const blocks = precontractBlocks(trader, origin, locale);
  const form = modelWithdrawalForm(trader, locale);
  const subject = fill(t.subject, { shop: site.name, number });

  const text = [
    t.thanksText,
    fill(t.orderNumber, { number }),
    items.map((i) => `${i.name} · ${i.details} — ${i.total}`).join('\n'),
    `${sums.map(([label, amount]) => `${label}: ${amount}`).join('\n')}\n${t.vat}`,
    `${facts.delivery.title}:\n${facts.delivery.lines.join('\n')}`,
    fill(t.paymentLine, { payment: facts.payment }),
    fill(t.yourOrder, { url }),
    `${words.withdrawLink}: ${withdrawUrl}`,
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
    subject,
    `<h1 style="font-size:20px;margin:0 0 4px">${e(t.heading)}</h1>
<p style="margin:0 0 4px;color:#555">${e(t.received)}</p>
<p style="margin:0 0 24px">${e(t.orderLabel)} <strong>${e(number)}</strong></p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;border-top:1px solid #e5e5e5">${itemRows}</table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin-top:12px">${sumRows}</table>
<p style="margin:4px 0 24px;color:#555;font-size:12px">${e(t.vat)}</p>
<p style="margin:0"><strong>${e(facts.delivery.title)}</strong><br>${facts.delivery.lines.map(e).join('<br>')}</p>
<p style="margin:16px 0 0"><strong>${e(t.payment)}</strong><br>${e(facts.payment)}</p>
<p style="margin:24px 0 0"><a href="${e(url)}" style="display:inline-block;background:#111;color:#fff;padding:10px 16px;text-decoration:none;border-radius:2px">${e(t.viewOrder)}</a></p>
<p style="margin:16px 0 0"><a href="${e(withdrawUrl)}" style="color:#111">${e(words.withdrawLink)}</a></p>
${blocks.map(([title, lines]) => `<h2 style="font-size:14px;margin:24px 0 4px">${e(title)}</h2>${lines.map((l) => `<p style="margin:0 0 6px;color:#333;font-size:13px">${e(l)}</p>`).join('')}`).join('\n')}
<div style="margin:24px 0 0;border:1px solid #e5e5e5;padding:12px;font-size:13px"><h2 style="font-size:14px;margin:0 0 4px">${e(form.title)}</h2><p style="margin:0 0 6px;color:#555">${e(form.note)}</p>${form.lines.map((l) => `<p style="margin:0 0 4px">— ${e(l)}</p>`).join('')}<p style="margin:6px 0 0;color:#555">${e(form.footnote)}</p></div>`,
    locale,
  );

  return { subject, text, html };
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
