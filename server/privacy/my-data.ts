import 'server-only';
import type { Favourite, Order } from '@/lib/account/types';
import type { StoredOrder } from '@/server/orders/order';
import type { UserReturnRequest } from '@/server/returns/store';
import type { NewsletterStatus } from '@/server/store/newsletter-subscribers';
import type { ProfileView } from '@/server/account/profile-route';

// "Download my data" (GDPR Art. 15 access, Art. 20 portability): what the shop holds about the
// signed-in customer, as one JSON document. Built field by field from an allow-list, never by
// copying a record: the ERP's and the store's rows also hold password hashes, view-token hashes,
// gateway ids, payment-page addresses and internal record numbers, and none of those may leave.

/** Everything gathered for one customer (server/account/my-data-route.ts reads it). */
export interface MyDataParts {
  profile: ProfileView;
  /** The ERP's orders of the customer, with their lines. */
  orders: readonly Order[];
  favourites: readonly Favourite[];
  /** The shop's own order rows of the customer (the ERP has them once sent). */
  shopOrders: readonly StoredOrder[];
  returns: readonly UserReturnRequest[];
  /** The newsletter row of the customer's email; null when it never signed up. */
  newsletter: NewsletterStatus | null;
}

export const MY_DATA_FORMAT = 'ruck-my-data/1';

/** The download's file name: ruck-my-data-YYYY-MM-DD.json (UTC date of `now`). */
export const myDataFileName = (now: Date): string => `ruck-my-data-${now.toISOString().slice(0, 10)}.json`;

const money = (cents: number) => ({ cents, currency: 'EUR' });

function erpOrder(order: Order) {
  return {
    reference: order.reference,
    date: order.date,
    createdAt: order.createdAt,
    status: order.status,
    total: money(order.totalCents),
    lines: order.lines.map((l) => ({
      code: l.code,
      name: l.name,
      colour: l.colour,
      size: l.size,
      quantity: l.quantity,
      unitPrice: money(l.unitPriceCents),
      total: money(l.totalCents),
    })),
  };
}

function shopOrder(order: StoredOrder) {
  const { content } = order;
  const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    reference: order.orderNumber,
    state: order.state,
    placedAt: at(order.createdAt),
    paidAt: at(order.paidAt),
    email: order.email,
    details: { ...content.details },
    delivery: { method: content.delivery.method, name: content.delivery.name },
    voucher: content.voucher
      ? { code: content.voucher.code, discount: money(content.voucher.discountCents) }
      : null,
    note: content.note,
    cardLast4: order.cardLast4,
    totals: {
      subtotal: money(content.totals.subtotalCents),
      delivery: money(content.totals.deliveryCents),
      discount: money(content.totals.discountCents),
      total: money(content.totals.totalCents),
    },
    lines: content.lines.map((l) => ({
      code: l.code,
      name: l.name,
      colour: l.color,
      size: l.size,
      quantity: l.quantity,
      unitPrice: money(l.unitPriceCents),
    })),
  };
}

function newsletter(status: NewsletterStatus | null) {
  if (!status) return { subscribed: false, signedUp: false };
  return {
    subscribed: status.subscribed,
    signedUp: true,
    signedUpAt: status.signedUpAt,
    consent: { version: status.consentVersion, text: status.consentText, givenAt: status.consentedAt },
    confirmedAt: status.confirmedAt,
    unsubscribedAt: status.unsubscribedAt,
  };
}

/** The export document for `parts`, stamped `now`. */
export function buildMyData(parts: MyDataParts, now: Date) {
  const { profile, address } = parts.profile;
  // A return request names its order by the number the customer sees, not the ERP's record.
  const references = new Map(parts.orders.map((o) => [o.id, o.reference]));
  return {
    format: MY_DATA_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone,
    },
    address: {
      address: address.address,
      city: address.city,
      state: address.state,
      zip: address.zip,
      country: address.country,
      phone: address.phone,
    },
    orders: parts.orders.map(erpOrder),
    ordersKeptByTheShop: parts.shopOrders.map(shopOrder),
    favourites: parts.favourites.map((f) => ({ productId: f.productId })),
    returnRequests: parts.returns.map((r) => ({
      order: references.get(r.orderId) ?? null,
      itemCode: r.itemCode,
      quantity: r.quantity,
      reason: r.reason,
      note: r.note,
      status: r.status,
      requestedAt: r.createdAt,
    })),
    newsletter: newsletter(parts.newsletter),
  };
}

export type MyData = ReturnType<typeof buildMyData>;
