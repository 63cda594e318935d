import { currentUser } from '@/server/runtime/current-user';
import { ordersHandlers } from '@/server/account/orders-route';
import { listOrders, readOrder } from '@/server/erp/orders';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { GET } = answerStoreOutage(ordersHandlers({ user: currentUser, listOrders, readOrder }));
