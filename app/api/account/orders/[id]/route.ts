import { orderHandlers } from '@/server/account/orders-route';
import { answerStoreOutage } from '@/server/http/store-outage';
import { orderRouteDeps } from '@/server/runtime/account-orders';

export const { GET } = answerStoreOutage(orderHandlers(orderRouteDeps));
