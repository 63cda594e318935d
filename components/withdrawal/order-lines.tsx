import { orderNumber } from '@/lib/orders/order-number';
import { formatMoney } from '@/lib/money';
import { SHOP_TIME_ZONE } from '@/lib/constants';

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

const placed = (at: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(at));

export function OrderHeading({ order }: { order: ShownOrder }) {
  return (
    <p className="text-sm text-ink">
      Order <strong>{orderNumber(order.id)}</strong>, placed on {placed(order.createdAt)}
    </p>
  );
}

export function OrderLines({ order, only }: { order: ShownOrder; only?: ReadonlySet<number> }) {
  return (
    <ul className="mt-4 divide-y divide-neutral-200 border-y border-neutral-200 text-sm">
      {order.lines
        .filter((l) => !only || only.has(l.id))
        .map((l) => (
          <li key={l.id} className="flex justify-between gap-4 py-3">
            <span>
              {l.name} ({[l.color, l.size].filter(Boolean).join(', ')}) × {l.quantity}
            </span>
            <span>{formatMoney(l.unitPriceCents * l.quantity)}</span>
          </li>
        ))}
    </ul>
  );
}
