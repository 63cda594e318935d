import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { StoredPasswordSecret } from '@/server/erp/stored-password';
import { toCustomer, toCustomerRef, toFavourite, toPeopleAccount } from '@/server/erp/transforms/customer';
import { sortOrders, stampToIso, statusTone, toOrder, toOrderLine } from '@/server/erp/transforms/order';

describe('customer transforms', () => {
  const people = {
    $$position: 1001,
    name: ' Eleni ',
    surname: 'Demetriou',
    phone: '',
    group: 'WEB',
    password: 'legacy123',
  };
  const address = {
    $$position: 2001,
    $people: 1001,
    email: ' Demo@Example.com ',
    mobile: '+357 99 1',
    add1: '12 Makariou',
    city: 'Limassol',
    zip: '3036',
    country: 'Cyprus',
  };

  it('joins people and address; the address mobile fills a missing phone; emails are lower case', () => {
    expect(toCustomer(people, address)).toEqual({
      id: 1001,
      addressId: 2001,
      firstName: 'Eleni',
      lastName: 'Demetriou',
      email: 'demo@example.com',
      phone: '+357 99 1',
      group: 'WEB',
      address: {
        line1: '12 Makariou',
        line2: '',
        city: 'Limassol',
        zip: '3036',
        state: '',
        country: 'Cyprus',
      },
    });
    expect(toCustomer({ ...people, phone: '+357 25 2' }, null)).toMatchObject({
      addressId: null,
      email: '',
      phone: '+357 25 2',
    });
  });

  it('keeps the stored password only inside an opaque secret', () => {
    const account = toPeopleAccount(people);
    expect(account.password.reveal()).toBe('legacy123');
    expect(JSON.stringify(account)).not.toContain('legacy123');
    expect(inspect(account)).not.toContain('legacy123');
    expect(`${String(account.password)}`).toBe('[secret]');
    expect(new StoredPasswordSecret('XXXXXX').isUnset).toBe(true);
    expect(toPeopleAccount({ $$position: 1, password: null }).password.isUnset).toBe(true);
  });

  it('a found address without a person is no customer; a favourite without an item is dropped', () => {
    expect(toCustomerRef(address)).toEqual({ peopleId: 1001, addressId: 2001 });
    expect(toCustomerRef({ ...address, $people: null })).toBeNull();
    expect(toFavourite({ $$position: 3, $people: 1001, $item: 5001 })).toEqual({
      recordId: 3,
      productId: 5001,
    });
    expect(toFavourite({ $$position: 3, $people: 1001, $item: null })).toBeNull();
  });
});

describe('order transforms', () => {
  it('shows negative sales lines positive, in cents', () => {
    expect(
      toOrderLine({
        $$position: 7,
        $item: 5001,
        item: 'M1',
        'item.name': 'Jeans',
        quantity: -2,
        price: '59,90',
        total: '-119,80',
        color: 'BLACK',
        size: 'M',
      }),
    ).toEqual({
      id: 7,
      productId: 5001,
      code: 'M1',
      name: 'Jeans',
      quantity: 2,
      unitPriceCents: 5990,
      totalCents: 11980,
      colour: 'BLACK',
      size: 'M',
    });
    expect(toOrderLine({ $$position: 8, item: 'M2', quantity: '-3', price: 10 })).toMatchObject({
      name: 'M2',
      quantity: 3,
      totalCents: 3000,
    });
  });

  it('dates an order from its creation stamp, falling back to its date; totals from _total or the lines', () => {
    const line = toOrderLine({ $$position: 8, quantity: -1, price: '5,00' });
    expect(
      toOrder(
        {
          $$position: 9,
          refer: 'W1',
          date: '01/02/2026',
          '@create_stamp': '2026-02-02 10:05',
          _total: '-12,50',
          status: 'Delivered',
        },
        [line],
      ),
    ).toMatchObject({
      id: 9,
      reference: 'W1',
      date: '2026-02-02',
      createdAt: '2026-02-02T10:05',
      totalCents: 1250,
      status: 'Delivered',
      statusTone: 'delivered',
    });
    expect(toOrder({ $$position: 9, date: '01/02/2026', status: 'Cancelled' }, [line])).toMatchObject({
      reference: '9',
      erpReference: '9',
      shopOrderId: null,
      date: '2026-02-01',
      createdAt: null,
      totalCents: 500,
      statusTone: 'other',
    });
    expect(stampToIso('2026-02-30 10:00')).toBeNull();
  });

  it("names a web order by the shop's number, keeping the ERP's as its internal reference (decision 0070)", () => {
    const order = toOrder(
      {
        $$position: 50047,
        refer: 'W0050047',
        orderid: 'cd6ba0b7-ec6a-4f00-9c1e-7b4d4e2a9c1e',
        status: 'Processing',
      },
      [],
    );
    expect(order).toMatchObject({
      reference: 'RUCK-CD6BA0B7EC6A',
      erpReference: 'W0050047',
      shopOrderId: 'cd6ba0b7-ec6a-4f00-9c1e-7b4d4e2a9c1e',
    });
  });

  it('maps the spec statuses to tones, anything else to other, and sorts newest first', () => {
    expect(['Delivered', 'shipped ', 'PROCESSING', 'Cancelled', ''].map(statusTone)).toEqual([
      'delivered',
      'shipped',
      'processing',
      'other',
      'other',
    ]);
    const o = (id: number, stamp: string) => toOrder({ $$position: id, '@create_stamp': stamp }, []);
    expect(
      sortOrders([o(1, '2026-01-01 10:00'), o(3, '2026-03-01 10:00'), o(2, '2026-03-01 10:00')]).map(
        (x) => x.id,
      ),
    ).toEqual([3, 2, 1]);
  });
});
