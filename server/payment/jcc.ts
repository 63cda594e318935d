import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { config, type JccConfig } from '@/server/config';
import {
  EUR_NUMERIC,
  PaymentError,
  type PaymentGateway,
  type PaymentResult,
  type PaymentState,
  type PaymentStatus,
} from './types';
import { logFor } from '@/server/log/logger';

// The only code that speaks JCC's REST wire format (docs/jcc-contract.md): form fields in, JSON out,
// `errorCode` "0" or absent on success. Answers are zod-parsed; failures are typed; nothing here logs
// credentials, answers or card data (the shop never sees card data: it is typed on JCC's page).

const log = logFor('jcc');

export const JCC_TIMEOUT_MS = 10_000;

/** JCC's errorCode for refused credentials, "access denied" [inferred: the BPC/RBS platform's]. */
const ACCESS_DENIED = '5';
/** JCC's errorCode for an unknown order: on a status call, `not_found` [inferred]. */
const NO_SUCH_ORDER = '6';
/** An orderNumber the shop never sends (its own are `<order>_<attempt>`): the credentials check's. */
const CREDENTIALS_CHECK_ORDER = 'credentials-check';

/** orderStatus → the shop's words. 5 and 6 are [inferred]. */
const STATES: Record<number, PaymentState> = {
  0: 'registered',
  1: 'preauthorised',
  2: 'deposited',
  3: 'reversed',
  4: 'refunded',
  5: 'pending_3ds',
  6: 'declined',
};

const code = z.union([z.string(), z.number()]).transform(String);
/** Minor units; a digit string is accepted as the number it spells. */
const cents = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

const errorPart = z.object({ errorCode: code.optional(), errorMessage: z.string().optional() });
const registerAnswer = z.object({ orderId: z.string().min(1).max(64), formUrl: z.string().min(1) });
const statusAnswer = z.object({
  orderStatus: z.number().int(),
  orderNumber: z.string(),
  amount: cents,
  currency: code.optional(),
  actionCode: z.number().int().optional(),
  authRefNum: z.string().optional(),
  paymentAmountInfo: z
    .object({ depositedAmount: cents.optional(), refundedAmount: cents.optional() })
    .optional(),
  cardAuthInfo: z.object({ maskedPan: z.string().optional() }).optional(),
});

/** '500000**1115' → '1115': only the last four digits of the masked number are kept. */
export function cardLast4(maskedPan: string | undefined): string | undefined {
  return /(\d{4})$/.exec(maskedPan?.trim() ?? '')?.[1];
}

type Method = 'register.do' | 'getOrderStatusExtended.do' | 'refund.do' | 'reverse.do';

export interface JccOptions {
  timeoutMs?: number;
}

/** The gateway behind `cfg`: every call a single attempt (a payment call that timed out may have happened). */
export function createJccGateway(cfg: JccConfig, opts: JccOptions = {}): PaymentGateway {
  const timeoutMs = opts.timeoutMs ?? JCC_TIMEOUT_MS;
  const login: Record<string, string> = cfg.token
    ? { token: cfg.token }
    : { userName: cfg.userName ?? '', password: cfg.password ?? '' };

  /** `quietNotFound`: "no such order" is the answer expected (the credentials check), not logged. */
  async function call<T>(
    method: Method,
    fields: Record<string, string>,
    schema: z.ZodType<T>,
    quietNotFound = false,
  ) {
    try {
      return { ok: true as const, data: await send(method, fields, schema) };
    } catch (e) {
      const error =
        e instanceof PaymentError ? e : new PaymentError('invalid_response', method, 'unreadable answer');
      if (quietNotFound && error.kind === 'not_found') return { ok: false as const, error };
      // The operation, the kind and JCC's code only: never the request, the answer or its message.
      log.error(
        { method, kind: error.kind, ...(error.gatewayCode && { errorCode: error.gatewayCode }) },
        'gateway call failed',
      );
      return { ok: false as const, error };
    }
  }

  async function send<T>(method: Method, fields: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(method, cfg.baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ ...login, ...fields }),
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
        redirect: 'error',
      });
    } catch (e) {
      const name = (e as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PaymentError('timeout', method, `no answer within ${timeoutMs} ms`);
      throw new PaymentError('unavailable', method, 'connection failed');
    }
    let body: unknown;
    try {
      if (res.status >= 500) throw new PaymentError('unavailable', method, `HTTP ${res.status}`);
      if (!res.ok) throw new PaymentError('rejected', method, `HTTP ${res.status}`);
      body = JSON.parse(await res.text());
    } catch (e) {
      if (e instanceof PaymentError) throw e;
      // A timeout while reading the body is still a timeout.
      const name = (e as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PaymentError('timeout', method, `no answer within ${timeoutMs} ms`);
      throw new PaymentError('invalid_response', method, 'the answer is not JSON');
    }
    const err = errorPart.safeParse(body);
    if (!err.success) throw new PaymentError('invalid_response', method, 'the answer is not a JSON object');
    const errorCode = err.data.errorCode;
    if (errorCode !== undefined && errorCode !== '0') {
      const kind =
        errorCode === NO_SUCH_ORDER && method === 'getOrderStatusExtended.do' ? 'not_found' : 'rejected';
      throw new PaymentError(kind, method, `refused (errorCode ${errorCode})`, errorCode);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PaymentError('invalid_response', method, 'unexpected answer shape');
    return parsed.data;
  }

  const gateway: PaymentGateway = {
    isGatewayUrl: (url) => isGatewayUrl(url, cfg.baseUrl),

    async registerPayment(r) {
      if (!Number.isSafeInteger(r.amountCents) || r.amountCents <= 0)
        return {
          ok: false,
          error: new PaymentError('rejected', 'register.do', 'amount must be positive cents'),
        };
      const fields: Record<string, string> = {
        amount: String(r.amountCents),
        currency: EUR_NUMERIC,
        orderNumber: r.orderNumber,
        returnUrl: r.returnUrl,
        failUrl: r.failUrl,
        description: r.description.slice(0, 512),
        language: r.language ?? 'en',
      };
      if (r.email) fields.jsonParams = JSON.stringify({ email: r.email });
      const res = await call('register.do', fields, registerAnswer);
      if (!res.ok) return res;
      // The browser is sent to formUrl: it must be the gateway's own page.
      if (!gateway.isGatewayUrl(res.data.formUrl)) {
        log.error(
          { method: 'register.do', kind: 'invalid_response' },
          'formUrl is not on the gateway origin',
        );
        return {
          ok: false,
          error: new PaymentError('invalid_response', 'register.do', 'formUrl is not on the gateway origin'),
        };
      }
      return { ok: true, data: { gatewayOrderId: res.data.orderId, formUrl: res.data.formUrl } };
    },

    async paymentStatus(gatewayOrderId): Promise<PaymentResult<PaymentStatus>> {
      const res = await call(
        'getOrderStatusExtended.do',
        { orderId: gatewayOrderId, language: 'en' },
        statusAnswer,
      );
      if (!res.ok) return res;
      const a = res.data;
      return {
        ok: true,
        data: {
          status: STATES[a.orderStatus] ?? 'unknown',
          orderNumber: a.orderNumber,
          amountCents: a.amount,
          currency: a.currency ?? '',
          actionCode: a.actionCode,
          authRefNum: a.authRefNum,
          depositedCents: a.paymentAmountInfo?.depositedAmount,
          refundedCents: a.paymentAmountInfo?.refundedAmount,
          cardLast4: cardLast4(a.cardAuthInfo?.maskedPan),
        },
      };
    },

    async refund(gatewayOrderId, amountCents) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        return {
          ok: false,
          error: new PaymentError('rejected', 'refund.do', 'amount must be positive cents'),
        };
      const res = await call(
        'refund.do',
        { orderId: gatewayOrderId, amount: String(amountCents) },
        errorPart,
      );
      return res.ok ? { ok: true, data: undefined } : res;
    },

    async reverse(gatewayOrderId) {
      const res = await call('reverse.do', { orderId: gatewayOrderId }, errorPart);
      return res.ok ? { ok: true, data: undefined } : res;
    },

    // The status of an order that does not exist: "no such order" means JCC took the login
    // (it checks the login first [inferred]); access denied (errorCode 5) means it did not.
    async checkCredentials() {
      const res = await call(
        'getOrderStatusExtended.do',
        { orderNumber: CREDENTIALS_CHECK_ORDER, language: 'en' },
        errorPart,
        true,
      );
      return res.ok || res.error.kind === 'not_found' ? { ok: true, data: undefined } : res;
    },
  };
  return gateway;
}

/** Whether a failed call was JCC refusing the shop's credentials (access denied). */
export const isAccessDenied = (error: PaymentError) =>
  error.kind === 'rejected' && error.gatewayCode === ACCESS_DENIED;

/**
 * Whether `url` is on the gateway's origin: same scheme, host and port as `baseUrl`, and no
 * user-info (`https://gateway@evil.example/` is evil.example's; `https://u:p@gateway/` is refused too).
 */
export function isGatewayUrl(url: string, baseUrl: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const base = new URL(baseUrl);
  return u.protocol === base.protocol && u.origin === base.origin && !u.username && !u.password;
}

/**
 * A callback's checksum [inferred: the BPC/RBS scheme, to confirm with JCC]: every parameter but
 * `checksum`, sorted by name, as `name;value;`, HMAC-SHA256 with the secret, hex (case ignored).
 */
export function verifyCallbackChecksum(
  params: URLSearchParams | Record<string, string>,
  secret: string,
): boolean {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const given = entries.find(([k]) => k === 'checksum')?.[1];
  if (!given || !secret || entries.filter(([k]) => k === 'checksum').length !== 1) return false;
  const text = entries
    .filter(([k]) => k !== 'checksum')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k};${v};`)
    .join('');
  const expected = createHmac('sha256', secret).update(text, 'utf8').digest();
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

let configured: PaymentGateway | undefined;
/** The gateway the configuration names (JCC_BASE_URL, or the sandbox). */
export function jccGateway(): PaymentGateway {
  configured ??= createJccGateway(config().jcc);
  return configured;
}

export const registerPayment: PaymentGateway['registerPayment'] = (r) => jccGateway().registerPayment(r);
export const paymentStatus: PaymentGateway['paymentStatus'] = (id) => jccGateway().paymentStatus(id);
export const refund: PaymentGateway['refund'] = (id, cents) => jccGateway().refund(id, cents);
export const reverse: PaymentGateway['reverse'] = (id) => jccGateway().reverse(id);
