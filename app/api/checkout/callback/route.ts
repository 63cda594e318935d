import { returnRouteDeps } from '@/server/orders/return-app';
import { callbackHandler } from '@/server/orders/return-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const GET = answerStoreOutage(callbackHandler(returnRouteDeps));
