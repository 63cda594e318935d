import { currentUser } from '@/server/account/current-user';
import { ordersHandlers } from '@/server/account/orders-route';
import { listOrders, readOrder } from '@/server/erp/orders';

export const { GET } = ordersHandlers({ user: currentUser, listOrders, readOrder });
