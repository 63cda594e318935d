import { currentUser } from '@/server/account/current-user';
import { orderHandlers } from '@/server/account/orders-route';
import { listOrders, readOrder } from '@/server/erp/orders';

export const { GET } = orderHandlers({ user: currentUser, listOrders, readOrder });
