// What /checkout and /order-confirmation say after the gateway sends the shopper back
// (`?payment=` and `&pending=1` from GET /api/checkout/return), shared by the pages and the server.

export const PAYMENT_RETURN_MESSAGES = {
  /** ?payment=declined: the card was declined, or the shopper cancelled on the card page. */
  declined: 'Your payment was not completed. Your cart and details are still here: please try again.',
  /** ?payment=unknown: the return named no payment of ours. */
  unknown: 'We could not find that payment. Please check your order and try again.',
  /** /order-confirmation?…&pending=1: the gateway did not answer yet. */
  pending: 'We are confirming your payment. This page will show your order once it is confirmed.',
  /** /order-confirmation?pending=1 with no order: the return could not look the order up yet. */
  confirmingLater:
    'We are confirming your payment. Nothing more is needed from you: your confirmation email follows once it is confirmed.',
} as const;

export type PaymentReturn = 'declined' | 'unknown';
