import { orderNumber } from '@/lib/orders/order-number';
import { formatMoney } from '@/lib/money';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { colourName, sizeName } from '@/lib/i18n/variant-names';

// An order's number, date and lines as the lookup pages show them.

export interface ShownOrder {
  id: string;
  createdAt: number;
  lines: {
    id: number;
    name: string;
    size: string;
    color: string;
    quantity: number;
    unitPriceCents: number;
  }[];
}

/** 'Light Blue, M' in the page's language ('Γαλάζιο, M'), as the bag names a line's variant. */
export const lineVariantShort = (l: Pick<ShownOrder['lines'][number], 'color' | 'size'>, locale: Locale) =>
  [colourName(l.color, locale), sizeName(l.size, locale)].filter(Boolean).join(', ');

const placed = (at: number, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(
    new Date(at),
  );

export function OrderHeading({ order, locale = 'en' }: { order: ShownOrder; locale?: Locale }) {
  const text = MESSAGES[locale].withdrawal.orderPlaced;
  const at = text.indexOf('{number}');
  const rest = text.slice(at + 8);
  return (
    <p className="text-sm text-ink">
      {text.slice(0, at)}
      <strong>{orderNumber(order.id)}</strong>
      {rest.replace('{date}', placed(order.createdAt, locale))}
    </p>
  );
}

export function OrderLines({
  order,
  only,
  locale = 'en',
}: {
  order: ShownOrder;
  only?: ReadonlySet<number>;
  locale?: Locale;
}) {
  return (
    <ul className="mt-4 divide-y divide-neutral-200 border-y border-neutral-200 text-sm">
      {order.lines
        .filter((l) => !only || only.has(l.id))
        .map((l) => (
          <li key={l.id} className="flex justify-between gap-4 py-3">
            <span>
              <span translate="no">{l.name}</span> ({lineVariantShort(l, locale)}) × {l.quantity}
            </span>
            <span>{formatMoney(l.unitPriceCents * l.quantity, locale)}</span>
          </li>
        ))}
    </ul>
  );
}
