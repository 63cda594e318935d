import 'server-only';
import { deliveryDisplayName, pickupStore } from '@/lib/checkout/delivery-names';
import type { OrderFacts } from '@/lib/orders/order-facts';
import type { StoredOrder } from './order';

// Where an order goes and how it was paid, in the shop's words, for the confirmation page, the
// order's detail and the mail: the pickup store as /stores names it, never the ERP's text.

export function orderFacts(order: Pick<StoredOrder, 'content' | 'cardLast4'>): OrderFacts {
  const { delivery, details } = order.content;
  const payment = order.cardLast4 ? `Card ending ${order.cardLast4}` : 'Card';
  if (delivery.method === 'pickup') {
    const store = pickupStore(delivery.name);
    return {
      delivery: {
        title: 'Pick up at',
        lines: [
          deliveryDisplayName(delivery.name),
          ...(store ? [`${store.address}, ${store.zipCode} ${store.city}`] : []),
        ],
      },
      payment,
    };
  }
  return {
    delivery: {
      title: 'Delivery address',
      lines: [
        `${details.firstName} ${details.lastName}`,
        details.address,
        [details.zipCode, details.city].filter(Boolean).join(' '),
        details.country,
      ].filter(Boolean),
    },
    payment,
  };
}
