import { returnRouteDeps } from '@/server/runtime/order-return';
import { callbackHandler } from '@/server/orders/return-route';
import { answerStoreOutage } from '@/server/http/store-outage';

// JCC's merchant portal sends callbacks by GET or by POST, as the merchant chose: both are taken.
const callback = answerStoreOutage(callbackHandler(returnRouteDeps));
export const GET = callback;
export const POST = callback;
