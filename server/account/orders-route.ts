import 'server-only';
import { z } from 'zod';
import type { Order, ReturnRequest } from '@/lib/account/types';
import type { ErpError, ErpResult } from '@/server/erp/errors';
import type { SessionUser } from '@/server/account/session';
import { notFound, requireUser, type UserSource } from '@/server/account/account-request';
import { privateError, privateJson, unavailable, type Checked } from '@/server/http/private-json';
import { securityEvent, type RequestLike } from '@/server/http/security-event';

// GET /api/account/orders?page=N → the session user's orders, newest first, 20 a page;
// GET /api/account/orders/[id] → one of them with its lines and its return requests. Another
// customer's order is a 404, the same answer as an order that does not exist, so ids cannot be
// probed.

export const ORDERS_PER_PAGE = 20;
const ORDER_NOT_FOUND = 'Order not found';

export type ReadOrder = (orderId: number) => Promise<ErpResult<{ ownerId: number | null; order: Order }>>;

export interface OrdersRouteDeps {
  user: UserSource;
  listOrders: (peopleId: number) => Promise<ErpResult<Order[]>>;
  readOrder: ReadOrder;
}

export interface OrderRouteDeps extends OrdersRouteDeps {
  /** The return requests of one of the user's orders (server/returns/store.ts). */
  returnsOf: (userId: number, orderId: number) => Promise<ReturnRequest[]>;
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
    if (!user.ok) return user.error;
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return privateError(400, 'invalid', 'Invalid page');
    const page = query.data.page ?? 1;
    const all = await deps.listOrders(user.data.userId);
    if (!all.ok) return unavailable(request);
    const pageCount = Math.max(1, Math.ceil(all.data.length / ORDERS_PER_PAGE));
    const orders = all.data.slice((page - 1) * ORDERS_PER_PAGE, page * ORDERS_PER_PAGE);
    return privateJson({ orders, page, pageCount, total: all.data.length });
  }
  return { GET };
}

/** The '{error}' of /account's 'Error loading orders: {error}': a short reason a customer can act on. */
export const ordersProblem = (error: ErpError): string =>
  error.kind === 'timeout'
    ? 'the order service took too long to answer. Please try again.'
    : 'the order service is not available right now. Please try again later.';

/** Logs that `user` asked for another customer's order (answered as if it did not exist). */
export const foreignOrderAsked = (request: RequestLike, user: SessionUser): void =>
  securityEvent({
    event: 'foreign_record',
    outcome: 'refused',
    request,
    userId: user.userId,
    reason: 'order',
  });

/**
 * The order `idText` names when it is the user's; any other (or none) is the same 404, and
 * another customer's is logged as a security event.
 */
export async function readOwnOrder(
  readOrder: ReadOrder,
  user: SessionUser,
  idText: string,
  request: Request,
): Promise<Checked<Order>> {
  const id = idSchema.safeParse(idText);
  if (!id.success) return { ok: false, error: notFound(ORDER_NOT_FOUND) };
  const r = await readOrder(id.data);
  if (!r.ok)
    return {
      ok: false,
      error: r.error.kind === 'not_found' ? notFound(ORDER_NOT_FOUND) : unavailable(request),
    };
  if (r.data.ownerId !== user.userId) {
    foreignOrderAsked(request, user);
    return { ok: false, error: notFound(ORDER_NOT_FOUND) };
  }
  return { ok: true, data: r.data.order };
}

export function orderHandlers(deps: OrderRouteDeps) {
  async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
    const user = await requireUser(deps.user);
    if (!user.ok) return user.error;
    const order = await readOwnOrder(deps.readOrder, user.data, (await context.params).id, request);
    if (!order.ok) return order.error;
    return privateJson({ order: order.data, returns: await deps.returnsOf(user.data.userId, order.data.id) });
  }
  return { GET };
}
