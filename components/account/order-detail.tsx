import type { Order } from '@/lib/account/types';
import { formatMoney } from '@/lib/money';
import { Link } from '@/components/ui/link';
import { formatOrderDate, ordersHref } from './order-format';
import { OrderStatus } from './order-status';

function BackLink({ page }: { page: number }) {
  return (
    <Link href={ordersHref(page)} className="link">
      ← Back to your orders
    </Link>
  );
}

/** One order: its date, status and total, and each line with its colour, size and prices. */
export function OrderDetail({ order, page }: { order: Order; page: number }) {
  return (
    <article aria-labelledby="order-heading">
      <BackLink page={page} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h3 id="order-heading" className="text-lg font-semibold text-ink">
          Order {order.reference}
        </h3>
        <OrderStatus status={order.status} tone={order.statusTone} />
      </div>
      {order.date && (
        <p className="mt-1 text-sm text-muted">
          Placed on <time dateTime={order.date}>{formatOrderDate(order.date)}</time>
        </p>
      )}
      {order.lines.length === 0 ? (
        <p className="mt-6 text-sm text-muted">This order has no item lines to show.</p>
      ) : (
        <ul className="mt-6 divide-y divide-line border-y border-line">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-4 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-ink">{line.name || line.code}</p>
                {(line.colour || line.size) && (
                  <p className="mt-1 text-muted">
                    {[line.colour && `Colour: ${line.colour}`, line.size && `Size: ${line.size}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                <p className="mt-1 text-muted">
                  Quantity: {Math.abs(line.quantity)} × {formatMoney(line.unitPriceCents)}
                </p>
              </div>
              <p className="shrink-0 font-medium text-ink">
                <span className="sr-only">Line total: </span>
                {formatMoney(line.totalCents)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex justify-between text-sm font-semibold text-ink">
        <span>Total</span>
        <span>{formatMoney(order.totalCents)}</span>
      </p>
    </article>
  );
}

/** An order id that is not one of the customer's (or does not exist): the same answer either way. */
export function OrderNotFound({ page }: { page: number }) {
  return (
    <div>
      <BackLink page={page} />
      <h3 className="mt-4 text-lg font-semibold text-ink">Order not found</h3>
      <p className="mt-1 text-sm text-muted">We could not find this order in your account.</p>
    </div>
  );
}
