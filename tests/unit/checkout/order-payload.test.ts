import { describe, expect, it } from 'vitest';
import { cyprusToday, erpOrderDateTime } from '@/lib/checkout/cyprus-time';
import {
  buildOrderPayload,
  erpMoney,
  type GuestCustomerDetails,
  type OrderPayloadInput,
  type RegisteredCustomerDetails,
} from '@/server/erp/transforms/order-payload';

const registered: RegisteredCustomerDetails = {
  kind: 'registered',
  email: ' Demo@Example.com ',
  phone: '+357 99 123456',
  addr1: '12 Makariou III Avenue',
  postal: '3036',
  city: 'Limassol',
};
const guest: GuestCustomerDetails = {
  kind: 'guest',
  name: 'Sofia',
  surname: 'Pavlou',
  email: 'sofia@example.com',
  phone: '+357 99 000111',
  addr1: '3 Ledras Street',
  addr2: 'Flat 2',
  postal: '1011',
  city: 'Nicosia',
  state: 'Nicosia District',
  country: 'Cyprus',
};
const input = (over: Partial<OrderPayloadInput> = {}): OrderPayloadInput => ({
  orderId: 'RUCK-20261123-0001',
  now: new Date('2026-11-23T10:05:00Z'),
  delivery: 'AKIS EXPRESS COURIER',
  note: 'Ring twice',
  customer: registered,
  lines: [
    { code: 'M10023', colour: 'BLACK', size: 'M', quantity: 2, unitPriceCents: 1995 },
    { code: 'W10008', colour: 'RED', size: 'S', quantity: 1, unitPriceCents: 500 },
  ],
  deliveryCents: 300,
  ...over,
});

describe('buildOrderPayload (spec §3, §7, §9)', () => {
  it('builds the exact $PosProcessWeb body for a registered customer with courier delivery', () => {
    expect(buildOrderPayload(input())).toEqual({
      documentid: 18,
      orderid: 'RUCK-20261123-0001',
      location: '1',
      orderdate: '23/11/2026',
      ordertime: '12:05',
      currency: 'EUR',
      paymentmethod: 'JCC',
      delivery: 'AKIS EXPRESS COURIER',
      note: 'Ring twice',
      customerdetails: {
        email: 'demo@example.com',
        phone: '+357 99 123456',
        addr1: '12 Makariou III Avenue',
        postal: '3036',
        city: 'Limassol',
      },
      orderitems: [
        { model: 'M10023', color: 'BLACK', size: 'M', qty: 2, total: '39,90' },
        { model: 'W10008', color: 'RED', size: 'S', qty: 1, total: '5,00' },
        { model: 'DELIVERY', color: '', size: '', qty: 1, total: '3,00' },
      ],
    });
  });

  it('guests add name, surname, addr2, state, country and guest true', () => {
    expect(buildOrderPayload(input({ customer: guest })).customerdetails).toEqual({
      name: 'Sofia',
      surname: 'Pavlou',
      email: 'sofia@example.com',
      phone: '+357 99 000111',
      addr1: '3 Ledras Street',
      postal: '1011',
      city: 'Nicosia',
      addr2: 'Flat 2',
      state: 'Nicosia District',
      country: 'Cyprus',
      guest: true,
    });
  });

  it('sends no DELIVERY line when delivery is free (pickup, or €50 and over)', () => {
    const p = buildOrderPayload(
      input({ delivery: 'DAKA NICOSIA - 45 MAKARIOU III AVENUE', deliveryCents: 0 }),
    );
    expect(p.orderitems.map((i) => i.model)).toEqual(['M10023', 'W10008']);
    expect(p.delivery).toBe('DAKA NICOSIA - 45 MAKARIOU III AVENUE');
  });

  it('a voucher travels as its code plus a negative VOUCHER line of the allowed discount', () => {
    const p = buildOrderPayload(input({ voucher: { code: 'WELCOME10', discountCents: 1000 } }));
    expect(p.voucher).toBe('WELCOME10');
    expect(p.orderitems.at(-1)).toEqual({ model: 'VOUCHER', color: '', size: '', qty: 1, total: '-10,00' });
    const none = buildOrderPayload(input({ voucher: { code: 'WELCOME10', discountCents: 0 } }));
    expect(none).not.toHaveProperty('voucher');
    expect(none.orderitems.some((i) => i.model === 'VOUCHER')).toBe(false);
  });
});

describe('Cyprus date and time (Europe/Nicosia)', () => {
  it.each([
    // Winter (EET, UTC+2) and summer (EEST, UTC+3).
    ['2026-01-15T09:30:00Z', '15/01/2026', '11:30'],
    ['2026-07-15T09:30:00Z', '15/07/2026', '12:30'],
    // The DST change on 29 March 2026: 03:00 EET becomes 04:00 EEST at 01:00 UTC.
    ['2026-03-29T00:59:00Z', '29/03/2026', '02:59'],
    ['2026-03-29T01:00:00Z', '29/03/2026', '04:00'],
    // Back on 25 October 2026: 04:00 EEST becomes 03:00 EET at 01:00 UTC.
    ['2026-10-25T00:59:00Z', '25/10/2026', '03:59'],
    ['2026-10-25T01:00:00Z', '25/10/2026', '03:00'],
    // Before midnight UTC it is already tomorrow in Cyprus (and a new year).
    ['2026-12-31T22:30:00Z', '01/01/2027', '00:30'],
    ['2026-06-30T21:00:00Z', '01/07/2026', '00:00'],
    ['2026-06-30T20:59:00Z', '30/06/2026', '23:59'],
  ])('%s → %s %s', (iso, orderdate, ordertime) => {
    expect(erpOrderDateTime(new Date(iso))).toEqual({ orderdate, ordertime });
    expect(buildOrderPayload(input({ now: new Date(iso) }))).toMatchObject({ orderdate, ordertime });
  });

  it('cyprusToday is the Cyprus calendar day', () => {
    expect(cyprusToday(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(cyprusToday(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
  });
});

describe('erpMoney', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [300, '3,00'],
    [5990, '59,90'],
    [123456, '1234,56'],
    [-1000, '-10,00'],
  ])('%i → %s', (cents, text) => {
    expect(erpMoney(cents)).toBe(text);
  });
  it('refuses fractions of a cent', () => {
    expect(() => erpMoney(1.5)).toThrow(RangeError);
  });
});
