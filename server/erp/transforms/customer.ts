import 'server-only';
import type { AddressRecord, Customer, CustomerAddress, CustomerRef, Favourite } from '@/lib/account/types';
import type { AddressRow, PeopleItemRow, PeopleRow } from '../account-schemas';
import { StoredPasswordSecret } from '../stored-password';

// people + address rows → Customer; peopleitem → Favourite; a found address → CustomerRef.

const t = (v: string | null | undefined) => (v ?? '').trim();

/** A people record with its stored password field, for sign-in and password changes only. */
export interface PeopleAccount {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  group: string;
  /** SECRET: never log, never send to the browser. */
  password: StoredPasswordSecret;
}

export function toPeopleAccount(row: PeopleRow): PeopleAccount {
  return {
    id: row.$$position,
    firstName: t(row.name),
    lastName: t(row.surname),
    phone: t(row.phone),
    group: t(row.group),
    password: new StoredPasswordSecret(row.password ?? ''),
  };
}

export function toAddress(row: AddressRow | null): CustomerAddress {
  return {
    line1: t(row?.add1),
    line2: t(row?.add2),
    city: t(row?.city),
    zip: t(row?.zip),
    state: t(row?.state),
    country: t(row?.country),
  };
}

export function toAddressRecord(row: AddressRow): AddressRecord {
  return {
    id: row.$$position,
    peopleId: row.$people ?? null,
    email: t(row.email).toLowerCase(),
    mobile: t(row.mobile),
    address: toAddress(row),
  };
}

/** The people row's phone wins; the address mobile fills in when the person has none. */
export function toCustomer(people: PeopleRow, address: AddressRow | null): Customer {
  return {
    id: people.$$position,
    addressId: address?.$$position ?? null,
    firstName: t(people.name),
    lastName: t(people.surname),
    email: t(address?.email).toLowerCase(),
    phone: t(people.phone) || t(address?.mobile),
    group: t(people.group),
    address: toAddress(address),
  };
}

/** A found address row → its records; null when the row has no person behind it. */
export function toCustomerRef(row: AddressRow): CustomerRef | null {
  return row.$people ? { peopleId: row.$people, addressId: row.$$position } : null;
}

/** null when the row does not link to an item. */
export function toFavourite(row: PeopleItemRow): Favourite | null {
  return row.$item ? { recordId: row.$$position, productId: row.$item } : null;
}
