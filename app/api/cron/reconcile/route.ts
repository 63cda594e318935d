import { config } from '@/server/config';
import { answerStoreOutage } from '@/server/http/store-outage';
import { cronReconcileHandler } from '@/server/orders/cron-route';
import { reconcileDeps } from '@/server/runtime/orders';
import { reconcileOnce } from '@/server/orders/reconcile';

export const GET = answerStoreOutage(
  cronReconcileHandler({
    secret: () => config().cronSecret,
    run: () => reconcileOnce(reconcileDeps(), Date.now()),
  }),
);
