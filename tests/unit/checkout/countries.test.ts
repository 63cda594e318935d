import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  courierDeliversTo,
  deliverable,
  HOME_COUNTRY,
  isListedCountry,
  listedCountry,
} from '@/lib/checkout/countries';
import { pickupStore } from '@/lib/checkout/delivery-names';

describe('the checkout’s country list', () => {
  it('starts with Cyprus, then the others from A to Z, each once', () => {
    expect(COUNTRIES[0]).toBe('Cyprus');
    expect(HOME_COUNTRY).toBe('Cyprus');
    const others = COUNTRIES.slice(1);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(others).not.toContain('Cyprus');
    expect(others).toEqual(expect.arrayContaining(['Greece', 'United Kingdom']));
  });

  it('reads a saved or typed country in the list’s spelling, and nothing it does not list', () => {
    expect(listedCountry(' CYPRUS ')).toBe('Cyprus');
    expect(listedCountry('greece')).toBe('Greece');
    expect(listedCountry('Kypros')).toBe('');
    expect(listedCountry('')).toBe('');
    expect(isListedCountry('Greece')).toBe(true);
    expect(isListedCountry('greece')).toBe(false);
    expect(isListedCountry('')).toBe(false);
  });
});

describe('where an order can go (decision 0074)', () => {
  it('sends the courier to Cyprus only', () => {
    expect(courierDeliversTo('Cyprus')).toBe(true);
    for (const abroad of ['Greece', 'United Kingdom', 'cyprus', ''])
      expect(courierDeliversTo(abroad)).toBe(false);
  });

  it('takes a pickup whatever the country, and the courier only to Cyprus', () => {
    expect(deliverable('pickup', 'Greece')).toBe(true);
    expect(deliverable('pickup', '')).toBe(true);
    expect(deliverable('courier', 'Cyprus')).toBe(true);
    expect(deliverable('courier', 'Greece')).toBe(false);
  });
});

describe('pickupStore, for the checkout’s opening hours', () => {
  it('finds the store behind each of the ERP’s pickup points, with the hours /stores shows', () => {
    // The sandbox ERP's pickup points (sandbox/erp/checkout.mjs).
    const pickups = [
      'DAKA LIMASSOL - 28 ANEXARTISIAS STREET',
      'DAKA NICOSIA - 45 MAKARIOU III AVENUE',
      'DAKA LARNACA - 12 ERMOU STREET',
    ];
    expect(pickups.map((name) => pickupStore(name)?.name)).toEqual([
      'RUCK Limassol',
      'RUCK Nicosia',
      'RUCK Larnaca',
    ]);
    expect(pickupStore('DAKA nicosia')?.hours[0]).toMatchObject({ label: 'Mon-Sat', opens: '10:30' });
    expect(pickupStore('DAKA PAPHOS - 1 MAIN STREET')).toBeNull();
  });
});
