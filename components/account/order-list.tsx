import type { Order } from '@/lib/account/types';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { MESSAGES } from '@/messages';
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
  /** The page's language (English when not given). */
  locale?: Locale;
}

const texts = (locale: Locale) => MESSAGES[locale].orders.list;

/** Find an order by the number in its mail: a plain GET form, no JavaScript needed. */
function OrderSearch({ search, locale }: { search: string; locale: Locale }) {
  const t = texts(locale);
  return (
    <form
      action={localePath(locale, '/account')}
      method="get"
      role="search"
      className="mb-6 flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="tab" value="orders" />
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink">
        {t.orderNumber}
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
        {t.find}
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
  locale = 'en',
}: OrderListProps) {
  const t = texts(locale);
  if (!hasOrders)
    return (
      <div>
        <p className="text-sm text-ink">{t.none}</p>
        <Link href="/products" className="btn-solid mt-4">
          {t.startShopping}
        </Link>
      </div>
    );
  return (
    <div>
      <OrderSearch search={search} locale={locale} />
      {search && (
        <p className="mb-4 text-sm text-ink" role="status">
          {fill(total === 0 ? t.noMatch : t.matches, { search })}{' '}
          <Link href={ordersHref()} className="link">
            {t.showAll}
          </Link>
        </p>
      )}
      {total > 0 && (
        <p className="mb-4 text-sm text-muted">
          {fill(
            new Intl.PluralRules(INTL_LOCALE[locale]).select(total) === 'one' ? t.countOne : t.countOther,
            {
              count: total,
            },
          )}
        </p>
      )}
      <ul className="divide-y divide-line border-y border-line">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-4">
            <div className="min-w-0">
              <Link href={orderHref(order.id, page)} className="link font-medium">
                {fill(t.order, { reference: order.reference })}
              </Link>
              <p className="mt-1 text-sm text-muted">
                {order.date ? (
                  <time dateTime={order.date}>{formatOrderDate(order.date, locale)}</time>
                ) : (
                  t.dateUnknown
                )}
                {' · '}
                <span className="text-ink">{formatMoney(order.totalCents, locale)}</span>
              </p>
            </div>
            <OrderStatus status={order.status} tone={order.statusTone} locale={locale} />
          </li>
        ))}
      </ul>
      <OrdersPagination page={page} pageCount={pageCount} locale={locale} />
    </div>
  );
}

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-sm px-3 text-sm';

function OrdersPagination({ page, pageCount, locale }: { page: number; pageCount: number; locale: Locale }) {
  if (pageCount <= 1) return null;
  const t = texts(locale);
  return (
    <nav aria-label={t.pages} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link
              href={ordersHref(page - 1)}
              rel="prev"
              className={`focus-ring ${cell} text-ink hover:bg-neutral-100`}
            >
              {t.previous}
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
                aria-label={fill(t.page, { page: item })}
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
              {t.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
