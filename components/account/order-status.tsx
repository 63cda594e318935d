import type { OrderStatusTone } from '@/lib/account/types';
import type { Locale } from '@/lib/i18n/locales';
import { orderStatusName } from '@/lib/orders/status-names';

// Spec §4: Delivered green, Shipped blue, Processing yellow, anything else red. The status text is
// always shown, so the colour is never the only signal; each pair has a contrast above 4.5:1.

const TONE_CLASSES: Record<OrderStatusTone, string> = {
  delivered: 'bg-green-100 text-green-800',
  shipped: 'bg-blue-100 text-blue-800',
  processing: 'bg-yellow-100 text-yellow-800',
  other: 'bg-red-100 text-red-800',
};

/** The badge colours of a status tone. */
export function statusClass(tone: OrderStatusTone): string {
  return TONE_CLASSES[tone] ?? TONE_CLASSES.other;
}

/** The ERP's status in the page's language (lib/orders/status-names.ts), coloured by its tone. */
export function OrderStatus({
  status,
  tone,
  locale = 'en',
}: {
  status: string;
  tone: OrderStatusTone;
  locale?: Locale;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${statusClass(tone)}`}
    >
      {orderStatusName(status, locale)}
    </span>
  );
}
