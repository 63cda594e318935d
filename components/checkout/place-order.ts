import type { CartQuote } from '@/lib/cart/quote';
import type { CheckoutDetails } from '@/lib/checkout/checkout-schema';
import type { DeliveryKind } from '@/lib/checkout/delivery';

// POST /api/checkout: the body carries what the shopper chose, never a price; the server prices
// the order itself. Its answers, read into one union the form switches on.

export interface PlaceOrderBody {
  idempotencyKey: string;
  lines: { id: number; size: string; color: string; quantity: number }[];
  details: CheckoutDetails;
  delivery: { method: DeliveryKind; pickupId?: number };
  voucher?: string;
  note?: string;
  confirmedTotalCents?: number;
  saveAddress?: boolean;
}

export type PlaceOrderResult =
  | { kind: 'redirect'; orderId: number | string; redirectUrl: string }
  | { kind: 'total_changed'; message: string; totalCents: number }
  | { kind: 'cart_changed'; message: string; quote: CartQuote | null }
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  | { kind: 'failed'; message: string };

export const PLACE_ORDER_FAILED = 'Your order could not be sent. Please check your connection and try again.';

/** `failed`: what the shopper reads when no answer came (in the page's language). */
export async function placeOrder(
  body: PlaceOrderBody,
  failed: string = PLACE_ORDER_FAILED,
): Promise<PlaceOrderResult> {
  let response: Response;
  try {
    response = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed', message: failed };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) {
    const redirectUrl = json?.redirectUrl;
    if (typeof redirectUrl === 'string' && redirectUrl)
      return { kind: 'redirect', orderId: json?.orderId as number, redirectUrl };
    return { kind: 'failed', message: failed };
  }
  const error = (json?.error ?? {}) as Record<string, unknown>;
  const message = typeof error.message === 'string' ? error.message : failed;
  if (response.status === 409 && error.code === 'total_changed' && typeof error.totalCents === 'number')
    return { kind: 'total_changed', message, totalCents: error.totalCents };
  if (response.status === 409 && error.code === 'cart_changed')
    return { kind: 'cart_changed', message, quote: (error.quote as CartQuote | undefined) ?? null };
  if (response.status === 400 && error.fields && typeof error.fields === 'object')
    return { kind: 'invalid', message, fields: error.fields as Record<string, string> };
  return { kind: 'failed', message };
}
