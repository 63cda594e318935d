import 'server-only';
import { cookies } from 'next/headers';
import type { StoredOrder } from '@/server/orders/order';
import { stores } from '@/server/runtime/stores';
import { sessionSecret } from '@/server/session-secret';
import { openLookup, ORDER_LOOKUP_COOKIE, type OrderLookupSeal } from './lookup-cookie';

/** The order this browser looked up (the order_lookup cookie), checked again; null when none. */
export async function lookedUpOrder(): Promise<{ order: StoredOrder; seal: OrderLookupSeal } | null> {
  const seal = openLookup((await cookies()).get(ORDER_LOOKUP_COOKIE)?.value, sessionSecret(), Date.now());
  if (!seal) return null;
  const order = await stores().orders.get(seal.orderId);
  return order ? { order, seal } : null;
}
