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

/** The shop's words for deliveries, in one language (messages/<locale>/checkout.json's client). */
export interface DeliveryWords {
  courier: string;
  storePickup: string;
  /** 'Pick up: {store}'. */
  pickupLine: string;
}

const ENGLISH: DeliveryWords = {
  courier: COURIER_DISPLAY_NAME,
  storePickup: PICKUP_DISPLAY_NAME,
  pickupLine: 'Pick up: {store}',
};

/** What a shopper reads for an ERP delivery method or pickup location (a store keeps its name). */
export function deliveryDisplayName(erpName: string, words: DeliveryWords = ENGLISH): string {
  const kind = deliveryKindOf(erpName);
  if (kind === 'courier') return words.courier;
  if (kind === 'pickup') return pickupStore(erpName)?.name ?? words.storePickup;
  return titleCase(erpName);
}

/** The order's delivery row: 'Courier delivery', or 'Pick up: RUCK Limassol'. */
export const deliveryRowLabel = (
  delivery: { method: 'courier' | 'pickup'; name: string },
  words: DeliveryWords = ENGLISH,
): string =>
  delivery.method === 'pickup'
    ? words.pickupLine.replace('{store}', deliveryDisplayName(delivery.name, words))
    : deliveryDisplayName(delivery.name, words);
