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
  /** The order number searched for ('' for none). */
  search?: string;
  /** Whether the customer has any order at all (a search may find none). */
  hasOrders?: boolean;
}

/** Find an order by the number in its mail: a plain GET form, no JavaScript needed. */
function OrderSearch({ search }: { search: string }) {
  return (
    <form action="/account" method="get" role="search" className="mb-6 flex flex-wrap items-end gap-2">
      <input type="hidden" name="tab" value="orders" />
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink">
        Order number
        <input
          type="search"
          name="q"
          defaultValue={search}
          placeholder="RUCK-…"
          autoComplete="off"
          className="min-h-10 rounded-sm border border-line px-3 font-normal focus-visible:outline-2 focus-visible:outline-ink"
        />
      </label>
      <button type="submit" className="btn">
        Find order
      </button>
    </form>
  );
}

/** The order history: one page of orders, each linking to its lines, and the page links. */
export function OrderList({
  orders,
  page,
  pageCount,
  total,
  search = '',
  hasOrders = total > 0,
}: OrderListProps) {
  if (!hasOrders)
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
      <OrderSearch search={search} />
      {search && (
        <p className="mb-4 text-sm text-ink" role="status">
          {total === 0 ? `No order numbered ${search}. ` : `Orders numbered ${search}. `}
          <Link href={ordersHref()} className="link">
            Show all orders
          </Link>
        </p>
      )}
      {total > 0 && (
        <p className="mb-4 text-sm text-muted">
          {total === 1 ? '1 order' : `${total} orders`}, newest first.
        </p>
      )}
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
