import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredOrder } from './order';
import type { OrderStore } from './store';
import { securityEvent, type RequestLike } from '@/server/http/security-event';

// Who may see an order on /order-confirmation: its signed-in buyer, or the browser that placed it
// as a guest, which holds the order's view token in the httpOnly `order_view` cookie. The token is
// an HMAC of the order id with the shop's secret, so a repeated request can set it again; the
// store keeps only its SHA-256.

export const ORDER_VIEW_COOKIE = 'order_view';
/** A guest can come back to the confirmation for 30 days. */
export const ORDER_VIEW_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const orderViewToken = (orderId: string, secret: string): string =>
  createHmac('sha256', secret).update(`order-view:${orderId}`, 'utf8').digest('base64url');

export const viewTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function readOrderForViewer(
  store: OrderStore,
  orderId: string,
  viewer: { userId?: number | null; viewToken?: string | null },
  /** The page's request, to log a refused viewer as a security event (foreign_record). */
  request?: RequestLike,
): Promise<StoredOrder | null> {
  const order = await store.get(orderId);
  if (!order) return null;
  if (order.userId !== null && viewer.userId === order.userId) return order;
  if (viewer.viewToken && sameHash(viewTokenHash(viewer.viewToken), order.viewTokenHash)) return order;
  if (request) {
    const userId = viewer.userId ?? undefined;
    securityEvent({
      event: 'foreign_record',
      outcome: 'refused',
      request,
      userId,
      reason: 'order_confirmation',
    });
  }
  return null;
}
