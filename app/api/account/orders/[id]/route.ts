import { currentUser } from '@/server/runtime/current-user';
import { orderHandlers } from '@/server/account/orders-route';
import { listOrders, readOrder } from '@/server/erp/orders';
import { stores } from '@/server/runtime/stores';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { GET } = answerStoreOutage(
  orderHandlers({
    user: currentUser,
    listOrders,
    readOrder,
    returnsOf: (userId, orderId) => stores().returns.forOrder(userId, orderId),
  }),
);
