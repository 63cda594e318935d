import 'server-only';
import type { PaymentReturn } from '@/lib/checkout/payment-messages';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { clientIp } from '@/server/http/rate-limit';
import { readBody } from '@/server/http/route-body';
import { settleByGatewayId, type SettleDeps, type SettleOutcome } from './settle';
import { logFor } from '@/server/log/logger';

// The gateway's answers to the shop. GET /api/checkout/return?orderId=<gateway id>[&failed=1] is
// the browser coming back from the card page: the payment is settled from the gateway's status
// (never from the query string) and the browser sent on. /api/checkout/callback?mdOrder=… is
// JCC's server-to-server hint, settled the same way; it comes by GET or by POST, as the merchant
// chose in JCC's portal.

const log = logFor('jcc');

export interface ReturnRouteDeps {
  settle: () => SettleDeps;
  /** SITE_URL: redirects are built from it, never from the request's Host. */
  siteUrl: () => string;
  /** JCC_CALLBACK_SECRET; callbacks are checked against it when set. */
  callbackSecret: () => string | undefined;
  verifyChecksum(params: URLSearchParams, secret: string): boolean;
  /** Work that finishes after the answer (next/server's `after`): the return's confirmation mail. */
  behind: (work: Promise<unknown>) => void;
  /** The browser's remembered language (the `lang` cookie), for a return naming no order of ours. */
  language?: () => Promise<Locale>;
}

/** The gateway's ids are uuids; anything else is not looked up. */
const GATEWAY_ID = /^[0-9a-f-]{8,64}$/i;

const backToCheckout = (reason: PaymentReturn) => `/checkout?payment=${reason}`;

/** The page the browser goes back to, in the language its order was placed in (else the shopper's). */
function destination(outcome: SettleOutcome, failed: boolean, shopper: Locale): string {
  const locale = outcome.kind === 'unknown' ? shopper : (outcome.locale ?? shopper);
  return localePath(locale, path(outcome, failed));
}

function path(outcome: SettleOutcome, failed: boolean): string {
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
export const confirmingLater = (request: Request, siteUrl: string, locale: Locale = 'en') =>
  seeOther(
    localePath(
      locale,
      new URL(request.url).searchParams.get('failed') === '1'
        ? backToCheckout('declined')
        : '/order-confirmation?pending=1',
    ),
    siteUrl,
  );

export function returnHandler(deps: ReturnRouteDeps) {
  return async function GET(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams;
    const gatewayId = params.get('orderId') ?? '';
    const outcome: SettleOutcome = GATEWAY_ID.test(gatewayId)
      ? await settleByGatewayId(gatewayId, deps.settle(), { mailBehind: deps.behind })
      : { kind: 'unknown' };
    const shopper = (await deps.language?.()) ?? 'en';
    return seeOther(destination(outcome, params.get('failed') === '1', shopper), deps.siteUrl());
  };
}

/** A callback is a handful of short fields: a larger body is not JCC's. */
export const CALLBACK_MAX_BYTES = 4096;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * A callback's parameters: its query string and, for a POST, its form body too (a POST may carry
 * them either way). A body of another type, or too large, is answered here.
 */
async function callbackParams(request: Request): Promise<URLSearchParams | Response> {
  const params = new URL(request.url).searchParams;
  if (request.method !== 'POST') return params;
  const body = await readBody(request, CALLBACK_MAX_BYTES);
  if (!body.ok) return body.error;
  if (!body.data) return params;
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? ''))
    return new Response('send the callback as a form', { status: 415, headers: NO_STORE });
  for (const [name, value] of new URLSearchParams(body.data)) params.append(name, value);
  return params;
}

/** JCC's id of the payment a callback is about: `mdOrder`, or `orderId` in some configurations. */
const callbackOrderId = (params: URLSearchParams) => params.get('mdOrder') || params.get('orderId') || '';

/** Only what cannot carry a forged line or a secret into the log: an address or `unknown`. */
const ADDRESS = /^[0-9a-f.:]{2,45}$/i;

/**
 * The one log line of a callback refused for its checksum: the route, the client and the order it
 * named, so a wrong JCC_CALLBACK_SECRET (every callback refused) can be told from a forger. Never
 * the secret, the checksum or the other parameters.
 */
function refusedCallback(request: Request, params: URLSearchParams) {
  const client = clientIp(request.headers);
  const orderId = callbackOrderId(params);
  return {
    method: request.method,
    route: new URL(request.url).pathname,
    ip: ADDRESS.test(client) ? client : 'unknown',
    order: GATEWAY_ID.test(orderId) ? orderId : null,
  };
}

export function callbackHandler(deps: ReturnRouteDeps) {
  return async function callback(request: Request): Promise<Response> {
    const params = await callbackParams(request);
    if (params instanceof Response) return params;
    const secret = deps.callbackSecret();
    if (secret && !deps.verifyChecksum(params, secret)) {
      log.warn(refusedCallback(request, params), 'callback refused (checksum)');
      return new Response('bad checksum', { status: 403, headers: NO_STORE });
    }
    const gatewayId = callbackOrderId(params);
    if (GATEWAY_ID.test(gatewayId)) await settleByGatewayId(gatewayId, deps.settle());
    return new Response('OK', { status: 200, headers: NO_STORE });
  };
}
