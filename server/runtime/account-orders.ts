import 'server-only';
import type { OrderRouteDeps } from '@/server/account/orders-route';
import { listOrders, readOrder } from '@/server/erp/orders';
import { currentUser } from './current-user';
import { stores } from './stores';

// The customer's orders as the running shop reads them: the ERP's, with the shop store's return
// requests. /account and GET /api/account/orders[/id] read through these; tests build their own.
export const orderRouteDeps: OrderRouteDeps = {
  user: currentUser,
  listOrders,
  readOrder,
  returnsOf: (userId, orderId) => stores().returns.forOrder(userId, orderId),
};
