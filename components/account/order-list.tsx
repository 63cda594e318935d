import type { Order } from '@/lib/account/types';
import { paginationModel } from '@/lib/listing/paginate';
import { formatMoney } from '@/lib/money';
import { Link } from '@/components/ui/link';
import { formatOrderDate, orderHref, ordersHref } from './order-format';
import { OrderStatus } from './order-status';

export interface OrderListProps {
  /** This page's orders, newest first. */
  orders: Order[];
  page: number;
  pageCount: number;
  total: number;
}

/** The order history: one page of orders, each linking to its lines, and the page links. */
export function OrderList({ orders, page, pageCount, total }: OrderListProps) {
  if (total === 0)
    return (
      <div>
        <p className="text-sm text-ink">You have no orders yet.</p>
        <Link href="/products" className="btn-solid mt-4">
          Start shopping
        </Link>
      </div>
    );
  return (
    <div>
      <p className="mb-4 text-sm text-muted">{total === 1 ? '1 order' : `${total} orders`}, newest first.</p>
      <ul className="divide-y divide-line border-y border-line">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-4">
            <div className="min-w-0">
              <Link href={orderHref(order.id, page)} className="link font-medium">
                Order {order.reference}
              </Link>
              <p className="mt-1 text-sm text-muted">
                {order.date ? (
                  <time dateTime={order.date}>{formatOrderDate(order.date)}</time>
                ) : (
                  'Date unknown'
                )}
                {' · '}
                <span className="text-ink">{formatMoney(order.totalCents)}</span>
              </p>
            </div>
            <OrderStatus status={order.status} tone={order.statusTone} />
          </li>
        ))}
      </ul>
      <OrdersPagination page={page} pageCount={pageCount} />
    </div>
  );
}

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-sm px-3 text-sm';

function OrdersPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Order pages" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link
              href={ordersHref(page - 1)}
              rel="prev"
              className={`focus-ring ${cell} text-ink hover:bg-neutral-100`}
            >
              Previous
            </Link>
          </li>
        )}
        {paginationModel(page, pageCount).map((item, index) => (
          <li key={item === 'ellipsis' ? `gap-${index}` : item}>
            {item === 'ellipsis' ? (
              <span className={`${cell} text-muted`}>…</span>
            ) : (
              <Link
                href={ordersHref(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={`focus-ring ${cell} ${item === page ? 'bg-ink font-medium text-white' : 'text-ink hover:bg-neutral-100'}`}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link
              href={ordersHref(page + 1)}
              rel="next"
              className={`focus-ring ${cell} text-ink hover:bg-neutral-100`}
            >
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
