// The one mapping from the ERP's delivery methods and pickup locations ('AKIS EXPRESS COURIER',
// 'DAKA LIMASSOL - 28 ANEXARTISIAS STREET') to the shop's words ('Courier delivery', 'RUCK
// Limassol', as /stores names it). Orders still send the ERP its own name (the payload's
// `delivery`); only what a shopper reads goes through here.
import { titleCase } from '@/lib/display/variant';
import { site, type Store } from '@/lib/site';
import { deliveryKindOf } from './delivery';

export const COURIER_DISPLAY_NAME = 'Courier delivery';
/** A pickup location the shop has no store page for: never the ERP's capitals. */
export const PICKUP_DISPLAY_NAME = 'Store pickup';

/** The shop's store a pickup location is in: the one whose town the ERP's name starts with. */
export function pickupStore(erpName: string): Store | null {
  const words = erpName.toUpperCase().split(/[^\p{L}]+/u);
  return site.stores.find((store) => words.includes(store.city.toUpperCase())) ?? null;
}

/** What a shopper reads for an ERP delivery method or pickup location. */
export function deliveryDisplayName(erpName: string): string {
  const kind = deliveryKindOf(erpName);
  if (kind === 'courier') return COURIER_DISPLAY_NAME;
  if (kind === 'pickup') return pickupStore(erpName)?.name ?? PICKUP_DISPLAY_NAME;
  return titleCase(erpName);
}

/** The order's delivery row: 'Courier delivery', or 'Pick up: RUCK Limassol'. */
export const deliveryRowLabel = (delivery: { method: 'courier' | 'pickup'; name: string }): string =>
  delivery.method === 'pickup'
    ? `Pick up: ${deliveryDisplayName(delivery.name)}`
    : deliveryDisplayName(delivery.name);
