import 'server-only';
import { cookies, headers } from 'next/headers';
import type { StoredOrder } from '@/server/orders/order';
import { ORDER_VIEW_COOKIE, readOrderForViewer } from '@/server/orders/view';
import { pageRequest } from '@/server/http/security-event';
import { currentUser } from './current-user';
import { stores } from './stores';

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
