import 'server-only';
import type { PaymentReturn } from '@/lib/checkout/payment-messages';
import { settleByGatewayId, type SettleDeps, type SettleOutcome } from './settle';

// The gateway's answers to the shop. GET /api/checkout/return?orderId=<gateway id>[&failed=1] is
// the browser coming back from the card page: the payment is settled from the gateway's status
// (never from the query string) and the browser sent on. GET /api/checkout/callback?mdOrder=… is
// JCC's server-to-server hint, settled the same way.

export interface ReturnRouteDeps {
  settle: () => SettleDeps;
  /** SITE_URL: redirects are built from it, never from the request's Host. */
  siteUrl: () => string;
  /** JCC_CALLBACK_SECRET; callbacks are checked against it when set. */
  callbackSecret: () => string | undefined;
  verifyChecksum(params: URLSearchParams, secret: string): boolean;
  /** Work that finishes after the answer (next/server's `after`): the return's confirmation mail. */
  behind: (work: Promise<unknown>) => void;
}

/** The gateway's ids are uuids; anything else is not looked up. */
const GATEWAY_ID = /^[0-9a-f-]{8,64}$/i;

const backToCheckout = (reason: PaymentReturn) => `/checkout?payment=${reason}`;

function destination(outcome: SettleOutcome, failed: boolean): string {
  switch (outcome.kind) {
    case 'unknown':
      return backToCheckout('unknown');
    case 'paid':
      return `/order-confirmation?order=${outcome.orderId}`;
    case 'declined':
      return backToCheckout('declined');
    case 'pending':
      // The fail URL with a payment not settled yet: the shopper cancelled on the card page.
      return failed ? backToCheckout('declined') : `/order-confirmation?order=${outcome.orderId}&pending=1`;
  }
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

const seeOther = (path: string, siteUrl: string) =>
  new Response(null, { status: 303, headers: { Location: new URL(path, siteUrl).toString(), ...NO_STORE } });

/**
 * The return when the order cannot be looked up (the store out of reach): nothing is settled or
 * marked. From the success URL, 'we are confirming your payment' without an order (the job settles
 * it from the gateway later); from the fail URL, back to the checkout as a cancelled payment.
 */
export const confirmingLater = (request: Request, siteUrl: string) =>
  seeOther(
    new URL(request.url).searchParams.get('failed') === '1'
      ? backToCheckout('declined')
      : '/order-confirmation?pending=1',
    siteUrl,
  );

export function returnHandler(deps: ReturnRouteDeps) {
  return async function GET(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const gatewayId = params.get('orderId') ?? '';
    const outcome: SettleOutcome = GATEWAY_ID.test(gatewayId)
      ? await settleByGatewayId(gatewayId, deps.settle(), { mailBehind: deps.behind })
      : { kind: 'unknown' };
    return seeOther(destination(outcome, params.get('failed') === '1'), deps.siteUrl());
  };
}

export function callbackHandler(deps: ReturnRouteDeps) {
  return async function GET(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const secret = deps.callbackSecret();
    if (secret && !deps.verifyChecksum(params, secret)) {
      return new Response('bad checksum', { status: 403, headers: NO_STORE });
    }
    const gatewayId = params.get('mdOrder') ?? '';
    if (GATEWAY_ID.test(gatewayId)) await settleByGatewayId(gatewayId, deps.settle());
    return new Response('OK', { status: 200, headers: NO_STORE });
  };
}
