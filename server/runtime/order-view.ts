import 'server-only';
import { cookies, headers } from 'next/headers';
import type { StoredOrder } from '@/server/orders/order';
import { ORDER_VIEW_COOKIE, readOrderForViewer } from '@/server/orders/view';
import { pageRequest } from '@/server/http/security-event';
import { currentUser } from './current-user';
import { stores } from './stores';
import type { OrderFacts } from '@/lib/orders/order-facts';
import { orderFacts } from '@/server/orders/order-facts';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The order `id` if this request's viewer may see it (its signed-in buyer, or the browser holding
 * the guest's view cookie), else null, a refusal logged. One reading for /order-confirmation and
 * for proxy.ts, which decides the page's 404 before Next renders it (app/_status/page-status.ts):
 * next/headers answers with the same request in both.
 */
export async function orderForViewer(id: string): Promise<StoredOrder | null> {
  const user = await currentUser();
  const viewToken = (await cookies()).get(ORDER_VIEW_COOKIE)?.value ?? null;
  const viewer = { userId: user?.userId ?? null, viewToken };
  return readOrderForViewer(stores().orders, id, viewer, pageRequest(await headers(), '/order-confirmation'));
}

/**
 * Where a customer's web order goes and how it was paid, from the shop's own record of it (the ERP
 * order names it by `orderid`), in the page's language; null for an order the web shop did not place, or not this customer's.
 */
export async function shopOrderFacts(
  shopOrderId: string | null,
  userId: number,
  locale: Locale,
): Promise<OrderFacts | null> {
  if (!shopOrderId) return null;
  const order = await stores().orders.get(shopOrderId);
  return order && order.userId === userId ? orderFacts(order, locale) : null;
}
