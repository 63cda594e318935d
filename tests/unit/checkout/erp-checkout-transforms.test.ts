import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from '@/server/erp/checkout';
import { toDeliveryOptions, toVoucher } from '@/server/erp/transforms/checkout';

describe('toDeliveryOptions', () => {
  it('splits couriers from pickups by name (any case), drops the rest, orders by $$position', () => {
    const options = toDeliveryOptions([
      { $$position: 9, name: 'daka larnaca' },
      { $$position: 3, name: ' Akis Express Courier ' },
      { $$position: 4, name: 'WHOLESALE VAN' },
      { $$position: 2, name: 'DAKA LIMASSOL' },
      { $$position: 5, name: null },
    ]);
    expect(options).toEqual({
      couriers: [{ id: 3, name: 'Akis Express Courier', kind: 'courier' }],
      pickups: [
        { id: 2, name: 'DAKA LIMASSOL', kind: 'pickup' },
        { id: 9, name: 'daka larnaca', kind: 'pickup' },
      ],
    });
  });
});

describe('toVoucher', () => {
  const today = '2026-11-23';
  it.each([
    [{ code: 'A', $collected: '10,00', expiry: '31/12/2030', used: false }, 1000, 'valid'],
    [{ code: 'A', $collected: 12.5, expiry: null, used: 0 }, 1250, 'valid'],
    [{ code: 'A', $collected: '5,00', expiry: '22/11/2026', used: 'false' }, 500, 'expired'],
    [{ code: 'A', $collected: '5,00', expiry: '23/11/2026', used: null }, 500, 'valid'],
    [{ code: 'A', $collected: '20,00', expiry: '31/12/2030', used: 'true' }, 2000, 'used'],
    [{ code: 'A', $collected: '20,00', expiry: '31/12/2030', used: 1 }, 2000, 'used'],
  ])('%j → %i cents, %s', (row, valueCents, status) => {
    expect(toVoucher('A', row, today)).toEqual({ code: 'A', valueCents, status });
  });

  it('a value of zero is no voucher', () => {
    expect(toVoucher('A', { code: 'A', $collected: '0,00' }, today)).toBeNull();
    expect(toVoucher('A', { code: 'A', $collected: 0 }, today)).toBeNull();
    expect(toVoucher('A', { code: 'A', $collected: 7, value: '0,00' }, today)).toBeNull();
  });

  // Open question 5 (docs/erp-contract.md): $collected as money (the spec) or as the number of
  // the record that redeemed the voucher (the ERP's `$x` convention). Neither may give goods away.
  it.each([
    ['a whole number', { $collected: 50001 }],
    ['a digit string', { $collected: '50001' }],
    ['a small whole number (euros or record 10?)', { $collected: 10 }],
    ['nothing at all', {}],
    ['null', { $collected: null, value: null }],
  ])('$collected as %s, with no money field beside it, is unreadable: worth 0, refused', (_, fields) => {
    expect(toVoucher('A', { code: 'A', expiry: '31/12/2030', used: false, ...fields }, today)).toEqual({
      code: 'A',
      valueCents: 0,
      status: 'unreadable',
    });
  });

  it('used or expired outranks unreadable (refused either way, with the more telling message)', () => {
    expect(toVoucher('A', { code: 'A', $collected: 50001, used: true }, today)?.status).toBe('used');
    expect(toVoucher('A', { code: 'A', expiry: '01/01/2020' }, today)?.status).toBe('expired');
  });

  it.each([
    [{ $collected: null, value: '10,00' }, 1000, 'valid'],
    [{ $collected: '50001', value: '10,00' }, 1000, 'used'],
    [{ $collected: 50001, value: 10 }, 1000, 'used'],
    [{ $collected: '5,00', value: '10,00' }, 1000, 'valid'],
  ])(
    'with a money field `value`: %j → %i cents, %s ($collected a record number: redeemed)',
    (fields, valueCents, status) => {
      expect(toVoucher('A', { code: 'A', expiry: '31/12/2030', used: false, ...fields }, today)).toEqual({
        code: 'A',
        valueCents,
        status,
      });
    },
  );
});

describe('scrubPersonalData', () => {
  it('drops emails and phone-like numbers from the ERP text', () => {
    expect(scrubPersonalData('No customer demo@example.com (phone +357 99 123456) for order 12')).toBe(
      'No customer [email] (phone [number]) for order 12',
    );
  });
});
