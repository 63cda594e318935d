import type { OrderStatusTone } from '@/lib/account/types';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

// The one place an order's state gets its name in the shopper's language: the ERP's status
// (the account's order history) and the shop's own order state (the guest's order-status lookup).

type StatusKey = keyof (typeof MESSAGES)['en']['orders']['status'];

/** The ERP's status words the shop knows, lower case → their message. */
const ERP_STATUSES: Record<string, StatusKey> = {
  delivered: 'delivered',
  shipped: 'shipped',
  processing: 'processing',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/**
 * An ERP status as the shopper reads it: 'Delivered' → 'Παραδόθηκε' in Greek. A status the shop
 * does not know is shown as the ERP wrote it; none at all is 'Unknown'.
 */
export function orderStatusName(status: string, locale: Locale): string {
  const names = MESSAGES[locale].orders.status;
  const trimmed = status.trim();
  if (!trimmed) return names.unknown;
  const key = ERP_STATUSES[trimmed.toLowerCase()];
  return key ? names[key] : trimmed;
}

/** The tones' names, for a status known only by its tone. */
export const toneName = (tone: Exclude<OrderStatusTone, 'other'>, locale: Locale): string =>
  MESSAGES[locale].orders.status[tone];

type ShopStateKey = keyof (typeof MESSAGES)['en']['orders']['shopState'];

/** What a paid shop order's state means to the shopper; null for a state without a text. */
export function shopStateText(state: string, locale: Locale): string | null {
  const texts: Record<ShopStateKey, string> = MESSAGES[locale].orders.shopState;
  return Object.hasOwn(texts, state) ? texts[state as ShopStateKey] : null;
}
