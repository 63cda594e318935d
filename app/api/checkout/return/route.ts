import { answerStoreOutage } from '@/server/http/store-outage';
import { requestLanguage } from '@/server/i18n/translate';
import { returnRouteDeps } from '@/server/runtime/order-return';
import { confirmingLater, returnHandler } from '@/server/orders/return-route';

// The browser goes back to the page in the language its order was placed in (the shopper's
// remembered one when the return names no order of ours).
// With the store out of reach nothing is settled or marked: the shopper is told the payment is
// being confirmed, and the job settles it from the gateway once the store is back.
export async function GET(request: Request): Promise<Response> {
  const shopper = await requestLanguage();
  return answerStoreOutage(
    returnHandler({ ...returnRouteDeps, language: () => Promise.resolve(shopper) }),
    (req: Request) => confirmingLater(req, returnRouteDeps.siteUrl(), shopper),
  )(request);
}
