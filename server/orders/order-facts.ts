import 'server-only';
import { deliveryDisplayName, pickupStore } from '@/lib/checkout/delivery-names';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import type { OrderFacts } from '@/lib/orders/order-facts';
import { MESSAGES } from '@/messages';
import type { StoredOrder } from './order';

// Where an order goes and how it was paid, in the shop's words, for the confirmation page, the
// order's detail and the mail: the pickup store as /stores names it, never the ERP's text. In the
// language asked for (the page's, or the mail's: the order's own).

export function orderFacts(order: Pick<StoredOrder, 'content' | 'cardLast4'>, locale: Locale): OrderFacts {
  const t = MESSAGES[locale].checkout.client;
  const { delivery, details } = order.content;
  const payment = order.cardLast4 ? fill(t.cardEnding, { last4: order.cardLast4 }) : t.card;
  if (delivery.method === 'pickup') {
    const store = pickupStore(delivery.name);
    return {
      delivery: {
        title: t.pickUpAt,
        lines: [
          deliveryDisplayName(delivery.name, t),
          ...(store ? [`${store.address}, ${store.zipCode} ${store.city}`] : []),
        ],
      },
      payment,
    };
  }
  const country = (t.countries as Record<string, string>)[details.country] ?? details.country;
  return {
    delivery: {
      title: t.deliveryAddress,
      lines: [
        `${details.firstName} ${details.lastName}`,
        details.address,
        [details.zipCode, details.city].filter(Boolean).join(' '),
        country,
      ].filter(Boolean),
    },
    payment,
  };
}
