import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sessionSecret } from '@/server/session-secret';
import { getDeliveryOptions } from '@/server/checkout/delivery';
import { config } from '@/server/config';
import { findVoucher, findWebOrder, processWebOrder } from '@/server/erp/checkout';
import { paymentGateway } from '@/server/payment/gateway';
import { mailOrderAttention } from '@/server/orders/attention-mail';
import { mailOrderConfirmation } from '@/server/orders/order-confirmation-mail';
import { shopTrader } from '@/server/trader';
import { linePictures, orderLinePictureKeys } from './line-pictures';
import { sharedState } from './shared-state';
import { stores } from './stores';
import { buyerAccount } from '@/server/orders/buyer-account';
import type { PlaceOrderDeps } from '@/server/orders/place-order';
import { priceOrderLines } from '@/server/orders/price-lines';
import { reconcileOnce, type ReconcileDeps } from '@/server/orders/reconcile';
import { startReconciliation } from '@/server/orders/reconcile-timer';
import type { SettleDeps } from '@/server/orders/settle';
import { orderViewToken, viewTokenHash } from '@/server/orders/view';

// The order flow's collaborators as the running shop has them: the shop's store, the configured
// gateway, the ERP. Tests build their own.

/** The guest's view token for an order (the value of the order_view cookie). */
export const viewTokenFor = (orderId: string): string => orderViewToken(orderId, sessionSecret());

export function placeOrderDeps(): PlaceOrderDeps {
  return {
    store: stores().orders,
    gateway: paymentGateway(),
    priceLines: priceOrderLines,
    deliveryOptions: getDeliveryOptions,
    findVoucher: (code) => findVoucher(code),
    accountOf: buyerAccount,
    siteUrl: config().siteUrl,
    viewTokenHash: (orderId) => viewTokenHash(viewTokenFor(orderId)),
    now: Date.now,
  };
}

const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export function settleDeps(): SettleDeps {
  const { smtp, siteUrl } = config();
  return {
    store: stores().orders,
    gateway: paymentGateway(),
    processWebOrder: (payload) => processWebOrder(payload),
    findWebOrder,
    mailConfirmation: smtp
      ? async (order) =>
          mailOrderConfirmation(
            smtp,
            order,
            siteUrl,
            shopTrader(),
            await linePictures(orderLinePictureKeys(order)),
          )
      : undefined,
    now: Date.now,
  };
}

export function reconcileDeps(): ReconcileDeps {
  const { smtp } = config();
  return {
    ...settleDeps(),
    mailAttention: smtp ? (order) => mailOrderAttention(smtp, order) : undefined,
    lease: sharedState().jobLease,
    holder,
    sweepResetLinks: async () => {
      await Promise.all([stores().passwordResets.sweep(), stores().emailChanges.sweep()]);
    },
  };
}

/** The shop process's reconciliation job, every RECONCILE_INTERVAL_MS (instrumentation.ts). */
export const startShopReconciliation = (): (() => void) =>
  startReconciliation(config().reconcileIntervalMs, () => reconcileOnce(reconcileDeps(), Date.now()));
