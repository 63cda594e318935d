import 'server-only';
import type { CheckoutDetails } from '@/lib/checkout/checkout-schema';
import type { OrderState } from '@/lib/checkout/order-state';
import type { OrderTotals } from '@/lib/checkout/totals';
import type { Locale } from '@/lib/i18n/locales';

// What the shop keeps of an order: the server's own prices and choices, fixed when it was placed.

export interface OrderLine {
  id: number;
  /** The ERP item code (the payload's `model`). */
  code: string;
  name: string;
  /** The ERP's colour as its stock answer spells it ('' for none) and the cart's label, as chosen. */
  colour: string;
  color: string;
  /** The shop's size label ('S'). */
  size: string;
  /** The ERP's own size ('Small'), sent on the order; absent on orders stored before it was kept. */
  erpSize?: string;
  quantity: number;
  unitPriceCents: number;
}

export interface OrderContent {
  lines: OrderLine[];
  details: CheckoutDetails;
  delivery: { method: 'courier' | 'pickup'; id: number; name: string };
  voucher?: { code: string; discountCents: number };
  note: string;
  totals: OrderTotals;
  /**
   * A signed-in buyer's account as the ERP had it when the order was placed: the order is booked
   * to this customer, whatever email the form carried (that one only receives the confirmation).
   * Absent for guests, and on orders stored before it was kept.
   */
  account?: BuyerAccount;
  /**
   * The language the order was placed in (the checkout's page): its payment page, the return to
   * the shop and the confirmation mail use it, also when they come from the gateway's callback or
   * the job (no shopper's cookie). Kept in the order's JSON; absent on older orders: English.
   */
  locale?: Locale;
}

/** The language an order's pages and mails use: the one it was placed in, English for older ones. */
export const orderLocale = (order: { content: Pick<OrderContent, 'locale'> }): Locale =>
  order.content.locale ?? 'en';

/** The ERP customer an order is booked to: the people record and its sign-in email. */
export interface BuyerAccount {
  peopleId: number;
  email: string;
}

/** Who is buying, from the session (never from the request body). */
export interface Buyer {
  userId: number;
  addressId?: number;
}

export interface StoredOrder {
  id: string;
  userId: number | null;
  email: string;
  state: OrderState;
  content: OrderContent;
  totalCents: number;
  currency: string;
  paymentAttempts: number;
  orderNumber: string | null;
  gatewayOrderId: string | null;
  formUrl: string | null;
  erpRecord: number | null;
  erpAttempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  viewTokenHash: string;
  createdAt: number;
  updatedAt: number;
  paidAt: number | null;
  /** When the confirmation mail was claimed (sent or being sent); null until then. */
  confirmationMailedAt: number | null;
  /** The fingerprint of the checkout request that placed it (./request-hash); null before it was kept. */
  requestHash: string | null;
  /** The last ERP send may have been booked (no clear answer): look it up before sending again. */
  erpOutcomeUnknown: boolean;
  /** When the job stopped resending it and left it to the operator; null while it still tries. */
  attentionAt: number | null;
  /** The last four digits of the card that paid it, when the gateway reported them. */
  cardLast4: string | null;
}

/** What a new order is stored from. */
export interface OrderDraft {
  id: string;
  userId: number | null;
  content: OrderContent;
  viewTokenHash: string;
  requestHash: string;
}
