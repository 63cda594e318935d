import { cyprusToday } from '@/lib/checkout/cyprus-time';
import { orderLineKind } from '@/lib/account/order-lines';
import { WITHDRAWAL_TEXTS } from '@/lib/withdrawal/texts';
import type { OrderReturnsView } from '@/lib/account/returns';
import type { Order, OrderLine, ReturnRequest } from '@/lib/account/types';
import { formatMoney } from '@/lib/money';
import { Link } from '@/components/ui/link';
import { OrderFactsList } from '@/components/orders/order-facts-list';
import { OrderLineItem } from '@/components/orders/order-line-item';
import type { LinePicture } from '@/lib/orders/line-picture';
import type { OrderFacts } from '@/lib/orders/order-facts';
import { formatOrderDate, lineDetails, ordersHref } from './order-format';
import { OrderStatus } from './order-status';
import { OrderReturnsSection } from './order-returns';

function BackLink({ page }: { page: number }) {
  return (
    <Link href={ordersHref(page)} className="link">
      ← Back to your orders
    </Link>
  );
}

/** 'Return requested on 23 Nov 2026' (the day in Cyprus), with the quantity when not all of the line. */
function requestedText(request: ReturnRequest, line: OrderLine) {
  const day = formatOrderDate(cyprusToday(new Date(request.createdAt)));
  const part = request.quantity < line.quantity ? ` (${request.quantity} of ${line.quantity})` : '';
  return `Return requested on ${day}${part}`;
}

function ItemLine({
  line,
  picture,
  request,
}: {
  line: OrderLine;
  picture?: LinePicture;
  request?: ReturnRequest;
}) {
  const shown = {
    key: String(line.id),
    name: line.name || line.code,
    variant: lineDetails(line),
    quantity: `Quantity: ${Math.abs(line.quantity)} × ${formatMoney(line.unitPriceCents)}`,
    totalCents: line.totalCents,
    href: picture?.href ?? null,
    image: picture?.image ?? null,
  };
  return (
    <OrderLineItem line={shown}>
      {request && <p className="mt-1 font-medium text-ink">{requestedText(request, line)}</p>}
    </OrderLineItem>
  );
}

/** The lines the shop adds to an order: the delivery charge and a voucher's discount. */
function ChargeLine({ line }: { line: OrderLine }) {
  const voucher = orderLineKind(line) === 'voucher';
  const amount = formatMoney(Math.abs(line.totalCents));
  return (
    <li className="flex justify-between gap-4 py-3 text-sm text-ink">
      <span>{voucher ? 'Voucher' : 'Delivery'}</span>
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
}: {
  order: Order;
  page: number;
  returns?: OrderReturnsView;
  facts?: OrderFacts | null;
  /** Each item line's product page and picture, by line id. */
  pictures?: ReadonlyMap<number, LinePicture>;
}) {
  const items = order.lines.filter((l) => orderLineKind(l) === 'item');
  const charges = order.lines.filter((l) => orderLineKind(l) !== 'item');
  const requestOf = (line: OrderLine) => returns?.requests.find((r) => r.lineId === line.id);
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
      {facts && <OrderFactsList facts={facts} />}
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-muted">This order has no item lines to show.</p>
      ) : (
        <ul className="mt-6 divide-y divide-line border-y border-line">
          {items.map((line) => (
            <ItemLine key={line.id} line={line} picture={pictures?.get(line.id)} request={requestOf(line)} />
          ))}
        </ul>
      )}
      {charges.length > 0 && (
        <ul className="divide-y divide-line border-b border-line">
          {charges.map((line) => (
            <ChargeLine key={line.id} line={line} />
          ))}
        </ul>
      )}
      <p className="mt-4 flex justify-between text-sm font-semibold text-ink">
        <span>Total</span>
        <span>{formatMoney(order.totalCents)}</span>
      </p>
      {returns && order.statusTone === 'delivered' && (
        <OrderReturnsSection order={order} items={items} returns={returns} />
      )}
      {/* The withdrawal function (Directive 2011/83/EU Art. 11a; decision 0085). */}
      <Link href="/withdraw" className="link mt-4 inline-block text-sm">
        {WITHDRAWAL_TEXTS.link}
      </Link>
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
