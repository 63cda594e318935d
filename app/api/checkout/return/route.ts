import { answerStoreOutage } from '@/server/http/store-outage';
import { returnRouteDeps } from '@/server/runtime/order-return';
import { confirmingLater, returnHandler } from '@/server/orders/return-route';

// With the store out of reach nothing is settled or marked: the shopper is told the payment is
// being confirmed, and the job settles it from the gateway once the store is back.
export const GET = answerStoreOutage(returnHandler(returnRouteDeps), (request: Request) =>
  confirmingLater(request, returnRouteDeps.siteUrl()),
);
