import { describe, expect, it } from 'vitest';
import {
  COURIER_DISPLAY_NAME,
  deliveryDisplayName,
  deliveryRowLabel,
  pickupStore,
  PICKUP_DISPLAY_NAME,
} from '@/lib/checkout/delivery-names';
import { site } from '@/lib/site';

describe("delivery names in the shop's words", () => {
  it('names each ERP pickup location as /stores names its store', () => {
    expect(deliveryDisplayName('DAKA LIMASSOL - 28 ANEXARTISIAS STREET')).toBe('RUCK Limassol');
    expect(deliveryDisplayName('DAKA NICOSIA - 45 MAKARIOU III AVENUE')).toBe('RUCK Nicosia');
    expect(deliveryDisplayName('daka larnaca - 12 ermou street')).toBe('RUCK Larnaca');
    expect(pickupStore('DAKA LIMASSOL - 28 ANEXARTISIAS STREET')).toBe(site.stores[0]);
  });

  it('names the courier, a pickup without a store page and anything else without ERP capitals', () => {
    expect(deliveryDisplayName('AKIS EXPRESS COURIER')).toBe(COURIER_DISPLAY_NAME);
    expect(deliveryDisplayName('DAKA PAPHOS - 1 APOSTOLOU PAVLOU')).toBe(PICKUP_DISPLAY_NAME);
    expect(pickupStore('DAKA PAPHOS')).toBeNull();
    expect(deliveryDisplayName('POST OFFICE')).toBe('Post Office');
  });

  it("labels an order's delivery row", () => {
    expect(deliveryRowLabel({ method: 'pickup', name: 'DAKA LIMASSOL - 28 ANEXARTISIAS STREET' })).toBe(
      'Pick up: RUCK Limassol',
    );
    expect(deliveryRowLabel({ method: 'courier', name: 'AKIS EXPRESS COURIER' })).toBe('Courier delivery');
  });
});
