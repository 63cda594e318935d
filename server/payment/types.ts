import 'server-only';
import type { Result } from '@/lib/result';

// What the shop knows of a card gateway, whoever speaks to it: typed results, no wire format. The
// direct JCC adapter (jcc.ts) implements it; a gateway called through the ERP ($PosJcc) could too.

/**
 * Why a gateway call failed. `rejected` is the gateway refusing the request (its errorCode is kept:
 * a reused orderNumber, a refund above the paid total, refused credentials); `not_found` is the
 * gateway saying it has no such payment; the rest are transport faults or an unreadable answer.
 */
export type PaymentErrorKind = 'timeout' | 'unavailable' | 'rejected' | 'not_found' | 'invalid_response';

export class PaymentError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    readonly operation: string,
    message: string,
    /** The gateway's own error code, when it answered one. */
    readonly gatewayCode?: string,
  ) {
    super(`${operation}: ${message}`);
    this.name = 'PaymentError';
  }
}

export type PaymentResult<T> = Result<T, PaymentError>;

export interface RegisterPayment {
  /** Integer cents; the gateway charges EUR only. */
  amountCents: number;
  /** Ours, unique per payment attempt (the gateway refuses a reused one): `<order>_<attempt>`. */
  orderNumber: string;
  returnUrl: string;
  failUrl: string;
  description: string;
  /** For the gateway's receipt. */
  email?: string;
  /** The hosted card page's language (register.do `language`): the shopper's, 'en' when absent. */
  language?: 'en' | 'el';
}

export interface RegisteredPayment {
  gatewayOrderId: string;
  /** The hosted card page; checked to be on the gateway's origin. */
  formUrl: string;
}

export type PaymentState =
  | 'registered'
  | 'preauthorised'
  | 'deposited'
  | 'reversed'
  | 'refunded'
  | 'pending_3ds'
  | 'declined'
  | 'unknown';

/**
 * The gateway's word on one payment. Only `deposited` means paid, and only when orderNumber, amount
 * and currency are the order's own: compare them (`paymentMatches`), never trust the return URL.
 */
export interface PaymentStatus {
  status: PaymentState;
  orderNumber: string;
  amountCents: number;
  /** ISO 4217 numeric: '978' is EUR. */
  currency: string;
  actionCode?: number;
  authRefNum?: string;
  /** Captured and refunded so far (cents), when the gateway says. */
  depositedCents?: number;
  refundedCents?: number;
  /** The last four digits of the card, when the gateway reports the masked number; never more. */
  cardLast4?: string;
}

export interface PaymentGateway {
  registerPayment(request: RegisterPayment): Promise<PaymentResult<RegisteredPayment>>;
  paymentStatus(gatewayOrderId: string): Promise<PaymentResult<PaymentStatus>>;
  /** A partial or full refund of a deposited payment, in cents. */
  refund(gatewayOrderId: string, amountCents: number): Promise<PaymentResult<void>>;
  /** Cancels a payment before settlement. */
  reverse(gatewayOrderId: string): Promise<PaymentResult<void>>;
  /** Whether the shop may send the browser to `url`: the configured gateway's own origin only. */
  isGatewayUrl(url: string): boolean;
  /**
   * Asks the gateway something harmless with the shop's credentials (the start-up check): ok when
   * it answers, the call's typed error when not.
   */
  checkCredentials(): Promise<PaymentResult<void>>;
}

export const EUR_NUMERIC = '978';

/** What differs between the gateway's payment and the order it should pay; empty when it matches. */
export function paymentMismatches(
  status: PaymentStatus,
  expected: { orderNumber: string; amountCents: number },
): ('orderNumber' | 'amount' | 'currency')[] {
  const out: ('orderNumber' | 'amount' | 'currency')[] = [];
  if (status.orderNumber !== expected.orderNumber) out.push('orderNumber');
  if (status.amountCents !== expected.amountCents) out.push('amount');
  if (status.currency !== EUR_NUMERIC) out.push('currency');
  return out;
}
