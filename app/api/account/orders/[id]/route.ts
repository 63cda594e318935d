import { currentUser } from '@/server/account/current-user';
import { orderHandlers } from '@/server/account/orders-route';
import { listOrders, readOrder } from '@/server/erp/orders';
import { appReturnRequests } from '@/server/returns/returns-app';

export const { GET } = orderHandlers({
  user: currentUser,
  listOrders,
  readOrder,
  returnsOf: (userId, orderId) => appReturnRequests().forOrder(userId, orderId),
});
