import { cyprusToday } from '@/lib/checkout/cyprus-time';
import { orderLineKind } from '@/lib/account/order-lines';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import type { OrderReturnsView } from '@/lib/account/returns';
import type { Order, OrderLine, ReturnRequest } from '@/lib/account/types';
import { formatMoney } from '@/lib/money';
import { Link } from '@/components/ui/link';
import { OrderFactsList } from '@/components/orders/order-facts-list';
import { OrderLineItem } from '@/components/orders/order-line-item';
import { FillNode } from '@/components/orders/fill-node';
import type { LinePicture } from '@/lib/orders/line-picture';
import type { OrderFacts } from '@/lib/orders/order-facts';
import { lineVariant } from '@/lib/orders/line-variant';
import { formatOrderDate, ordersHref } from './order-format';
import { OrderStatus } from './order-status';
import { OrderReturnsSection } from './order-returns';

const texts = (locale: Locale) => MESSAGES[locale].orders.detail;

function BackLink({ page, locale }: { page: number; locale: Locale }) {
  return (
    <Link href={ordersHref(page)} className="link">
      {texts(locale).back}
    </Link>
  );
}

/** 'Return requested on 23 Nov 2026' (the day in Cyprus), with the quantity when not all of the line. */
function requestedText(request: ReturnRequest, line: OrderLine, locale: Locale) {
  const t = texts(locale);
  const day = formatOrderDate(cyprusToday(new Date(request.createdAt)), locale);
  return request.quantity < line.quantity
    ? fill(t.requestedPart, { day, quantity: request.quantity, total: line.quantity })
    : fill(t.requested, { day });
}

function ItemLine({
  line,
  picture,
  request,
  locale,
}: {
  line: OrderLine;
  picture?: LinePicture;
  request?: ReturnRequest;
  locale: Locale;
}) {
  const t = texts(locale);
  const shown = {
    key: String(line.id),
    name: line.name || line.code,
    variant: lineVariant(line, locale),
    quantity: fill(t.quantity, {
      count: Math.abs(line.quantity),
      price: formatMoney(line.unitPriceCents, locale),
    }),
    totalCents: line.totalCents,
    href: picture?.href ?? null,
    image: picture?.image ?? null,
  };
  return (
    <OrderLineItem line={shown} lineTotal={t.lineTotal} locale={locale}>
      {request && <p className="mt-1 font-medium text-ink">{requestedText(request, line, locale)}</p>}
    </OrderLineItem>
  );
}

/** The lines the shop adds to an order: the delivery charge and a voucher's discount. */
function ChargeLine({ line, locale }: { line: OrderLine; locale: Locale }) {
  const t = texts(locale);
  const voucher = orderLineKind(line) === 'voucher';
  const amount = formatMoney(Math.abs(line.totalCents), locale);
  return (
    <li className="flex justify-between gap-4 py-3 text-sm text-ink">
      <span>{voucher ? t.voucher : t.delivery}</span>
      <span>{voucher ? `−${amount}` : amount}</span>
    </li>
  );
}

/**
 * One order: its date, status and total, where it goes and how it was paid (for an order the web
 * shop placed), each item line with its picture, colour, size, prices and any return request, the
 * delivery charge as its own row, and the returns form on a delivered order.
 */
export function OrderDetail({
  order,
  page,
  returns,
  facts,
  pictures,
  locale = 'en',
}: {
  order: Order;
  page: number;
  returns?: OrderReturnsView;
  facts?: OrderFacts | null;
  /** Each item line's product page and picture, by line id. */
  pictures?: ReadonlyMap<number, LinePicture>;
  /** The page's language (English when not given). */
  locale?: Locale;
}) {
  const t = texts(locale);
  const items = order.lines.filter((l) => orderLineKind(l) === 'item');
  const charges = order.lines.filter((l) => orderLineKind(l) !== 'item');
  const requestOf = (line: OrderLine) => returns?.requests.find((r) => r.lineId === line.id);
  return (
    <article aria-labelledby="order-heading">
      <BackLink page={page} locale={locale} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h3 id="order-heading" className="text-lg font-semibold text-ink">
          {fill(t.heading, { reference: order.reference })}
        </h3>
        <OrderStatus status={order.status} tone={order.statusTone} locale={locale} />
      </div>
      {order.date && (
        <p className="mt-1 text-sm text-muted">
          <FillNode text={t.placedOn} name="date">
            <time dateTime={order.date}>{formatOrderDate(order.date, locale)}</time>
          </FillNode>
        </p>
      )}
      {facts && <OrderFactsList facts={facts} paymentLabel={t.payment} />}
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-muted">{t.noItems}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line border-y border-line">
          {items.map((line) => (
            <ItemLine
              key={line.id}
              line={line}
              picture={pictures?.get(line.id)}
              request={requestOf(line)}
              locale={locale}
            />
          ))}
        </ul>
      )}
      {charges.length > 0 && (
        <ul className="divide-y divide-line border-b border-line">
          {charges.map((line) => (
            <ChargeLine key={line.id} line={line} locale={locale} />
          ))}
        </ul>
      )}
      <p className="mt-4 flex justify-between text-sm font-semibold text-ink">
        <span>{t.total}</span>
        <span>{formatMoney(order.totalCents, locale)}</span>
      </p>
      {returns && order.statusTone === 'delivered' && (
        <OrderReturnsSection order={order} items={items} returns={returns} locale={locale} />
      )}
      {/* The withdrawal function (Directive 2011/83/EU Art. 11a; decision 0085). */}
      <Link href="/withdraw" className="link mt-4 inline-block text-sm">
        {MESSAGES[locale].withdrawal.link}
      </Link>
    </article>
  );
}

/** An order id that is not one of the customer's (or does not exist): the same answer either way. */
export function OrderNotFound({ page, locale = 'en' }: { page: number; locale?: Locale }) {
  const t = texts(locale);
  return (
    <div>
      <BackLink page={page} locale={locale} />
      <h3 className="mt-4 text-lg font-semibold text-ink">{t.notFound}</h3>
      <p className="mt-1 text-sm text-muted">{t.notFoundText}</p>
    </div>
  );
}
