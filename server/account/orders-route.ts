import 'server-only';
import { z } from 'zod';
import type { Order } from '@/lib/account/types';
import type { ErpResult } from '@/server/erp/errors';
import { notFound, requireUser, type UserSource } from '@/server/http/account-request';
import { privateError, privateJson, unavailable } from '@/server/http/private-json';

// GET /api/account/orders?page=N → the session user's orders, newest first, 20 a page;
// GET /api/account/orders/[id] → one of them with its lines. Another customer's order is a 404,
// the same answer as an order that does not exist, so ids cannot be probed.

export const ORDERS_PER_PAGE = 20;
const ORDER_NOT_FOUND = 'Order not found';

export interface OrdersRouteDeps {
  user: UserSource;
  listOrders: (peopleId: number) => Promise<ErpResult<Order[]>>;
  readOrder: (orderId: number) => Promise<ErpResult<{ ownerId: number | null; order: Order }>>;
}

const querySchema = z.strictObject({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: 'Invalid page' })
    .transform(Number)
    .optional(),
});
const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

export function ordersHandlers(deps: OrdersRouteDeps) {
  async function GET(request: Request): Promise<Response> {
    const user = await requireUser(deps.user);
    if (!user.ok) return user.response;
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return privateError(400, 'invalid', 'Invalid page');
    const page = query.data.page ?? 1;
    const all = await deps.listOrders(user.data.userId);
    if (!all.ok) return unavailable();
    const pageCount = Math.max(1, Math.ceil(all.data.length / ORDERS_PER_PAGE));
    const orders = all.data.slice((page - 1) * ORDERS_PER_PAGE, page * ORDERS_PER_PAGE);
    return privateJson({ orders, page, pageCount, total: all.data.length });
  }
  return { GET };
}

export function orderHandlers(deps: OrdersRouteDeps) {
  async function GET(_request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
    const user = await requireUser(deps.user);
    if (!user.ok) return user.response;
    const id = idSchema.safeParse((await context.params).id);
    if (!id.success) return notFound(ORDER_NOT_FOUND);
    const r = await deps.readOrder(id.data);
    if (!r.ok) return r.error.kind === 'not_found' ? notFound(ORDER_NOT_FOUND) : unavailable();
    if (r.data.ownerId !== user.data.userId) return notFound(ORDER_NOT_FOUND);
    return privateJson({ order: r.data.order });
  }
  return { GET };
}
