// Spec §9 delivery rules, pure: which ERP delivery methods are couriers or pickup points, and what
// delivery costs. The amounts come from lib/constants.ts, the same ones lib/policy.ts quotes and
// cartTotals charges, so the cart, checkout, /shipping and the FAQs cannot disagree.
import {
  COURIER_NAME_MARKER,
  FREE_SHIPPING_THRESHOLD_CENTS,
  PICKUP_NAME_MARKER,
  SHIPPING_FEE_CENTS,
} from '@/lib/constants';

export type DeliveryKind = 'courier' | 'pickup';

/** An ERP delivery method or pickup location (spec §3: name, position). */
export interface DeliveryMethod {
  /** The ERP record number ($$position). */
  id: number;
  /** The ERP's name, sent back as the order's `delivery`. */
  name: string;
  kind: DeliveryKind;
}

export interface DeliveryOptions {
  couriers: DeliveryMethod[];
  pickups: DeliveryMethod[];
}

/** 'courier' when the name contains AKIS EXPRESS, 'pickup' for DAKA (any case), else null. */
export function deliveryKindOf(name: string): DeliveryKind | null {
  const upper = name.toUpperCase();
  if (upper.includes(COURIER_NAME_MARKER)) return 'courier';
  if (upper.includes(PICKUP_NAME_MARKER)) return 'pickup';
  return null;
}

/** Spec §9: courier €3 below €50, free from €50; pickup is always free. */
export function deliveryCharge(subtotalCents: number, method: DeliveryKind): number {
  if (method === 'pickup') return 0;
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS;
}

/** How much more the goods must cost for free courier delivery (0 once it is free). */
export function freeDeliveryRemaining(subtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents);
}
