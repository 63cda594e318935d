import 'server-only';
import type { AddressRecord, Customer, CustomerAddress, CustomerRef } from '@/lib/account/types';
import { addressRowSchema, peopleRowSchema, writeAnswerSchema, type AddressRow } from './account-schemas';
import type { ErpResult } from './errors';
import { erpGetRecord, erpGetWrite, erpPost } from './http';
import { DELETED_MARKER } from './stored-password';
import {
  toAddressRecord,
  toCustomer,
  toCustomerRef,
  toPeopleAccount,
  type PeopleAccount,
} from './transforms/customer';
import { logFor } from '@/server/log/logger';

// Customers on the ERP: accounting `people` (the person, with the stored password field) and
// accounting `address` (email, mobile, postal address; links to the person). Writes never retry.

const log = logFor('erp');

const ACCOUNTING = 'accounting';
type Field = { id: string; value: string | number | null };

const ok = <T>(data: T): ErpResult<T> => ({ ok: true, data });

/** Spec §7: POST $TableRead {index: 'email', find: true} → the address row, or nothing. */
export async function findCustomerByEmail(email: string): Promise<ErpResult<CustomerRef | null>> {
  const r = await erpPost(
    '$TableRead',
    {
      system: ACCOUNTING,
      index: 'email',
      file: 'address',
      find: true,
      fields: [{ id: 'email', value: email.trim().toLowerCase() }],
    },
    addressRowSchema,
    { one: true, quietMissing: true },
  );
  if (!r.ok) return r.error.kind === 'not_found' ? ok(null) : r;
  return ok(toCustomerRef(r.data));
}

/** The people record with its stored password field (SECRET, see StoredPasswordSecret). */
export async function readPeople(peopleId: number): Promise<ErpResult<PeopleAccount>> {
  const r = await erpGetRecord(
    '$TableRead',
    { system: ACCOUNTING, file: 'people', record: peopleId },
    peopleRowSchema,
  );
  return r.ok ? ok(toPeopleAccount(r.data)) : r;
}

export async function readAddress(addressId: number): Promise<ErpResult<AddressRecord>> {
  const r = await readAddressRow(addressId);
  return r.ok ? ok(toAddressRecord(r.data)) : r;
}

function readAddressRow(addressId: number): Promise<ErpResult<AddressRow>> {
  return erpGetRecord(
    '$TableRead',
    { system: ACCOUNTING, file: 'address', record: addressId },
    addressRowSchema,
  );
}

/** The customer behind a people record and its address record (null: read the person only). */
export async function readCustomer(peopleId: number, addressId: number | null): Promise<ErpResult<Customer>> {
  // The two records side by side: one ERP round trip of waiting instead of two.
  const [people, address] = await Promise.all([
    erpGetRecord('$TableRead', { system: ACCOUNTING, file: 'people', record: peopleId }, peopleRowSchema),
    addressId === null ? null : readAddressRow(addressId),
  ]);
  if (!people.ok) return people;
  if (address === null) return ok(toCustomer(people.data, null));
  if (!address.ok) return address;
  if (address.data.$people !== peopleId) {
    return ok(toCustomer(people.data, null));
  }
  return ok(toCustomer(people.data, address.data));
}

function insert(file: string, fields: Field[], sensitive = false) {
  return erpPost('$TableInsert', { system: ACCOUNTING, file, fields }, writeAnswerSchema, { sensitive });
}

function modify(file: string, record: number, contents: Field[], sensitive = false) {
  return erpPost('$TableModify', { system: ACCOUNTING, file, record, contents }, writeAnswerSchema, {
    sensitive,
  });
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** What to store in people.password: a hash from the shop's hasher, never the password itself. */
  passwordHash: string;
  group?: string;
}

/**
 * Spec §7: insert people (name, phone, password, group), then address (people, email, mobile).
 * When the address insert fails, the people record is erased again so no half-made account stays.
 */
export async function createCustomer(c: NewCustomer): Promise<ErpResult<CustomerRef>> {
  const people = await insert(
    'people',
    [
      { id: 'name', value: c.firstName.trim() },
      { id: 'surname', value: c.lastName.trim() },
      { id: 'phone', value: c.phone.trim() },
      { id: 'password', value: c.passwordHash },
      { id: 'group', value: c.group ?? 'WEB' },
    ],
    true,
  );
  if (!people.ok) return people;
  const address = await insert('address', [
    { id: 'people', value: people.data },
    { id: 'email', value: c.email.trim().toLowerCase() },
    { id: 'mobile', value: c.phone.trim() },
  ]);
  if (address.ok) return ok({ peopleId: people.data, addressId: address.data });
  const undo = await erasePeople(people.data);
  if (!undo.ok)
    log.error(
      { people: people.data, kind: undo.error.kind },
      'createCustomer: could not erase the people record after the address failed; erase it by hand',
    );
  return address;
}

function erasePeople(peopleId: number) {
  return erpGetWrite(
    '$TableErase',
    { system: ACCOUNTING, file: 'people', record: peopleId },
    writeAnswerSchema,
  );
}

/** Stores a new password hash (or an upgraded one for a legacy plain-text account). */
export async function updatePasswordField(peopleId: number, passwordHash: string): Promise<ErpResult<void>> {
  const r = await modify('people', peopleId, [{ id: 'password', value: passwordHash }], true);
  return r.ok ? ok(undefined) : r;
}

export interface ProfileChange {
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export async function updateProfile(peopleId: number, change: ProfileChange): Promise<ErpResult<void>> {
  const fields: Field[] = [];
  if (change.firstName !== undefined) fields.push({ id: 'name', value: change.firstName.trim() });
  if (change.lastName !== undefined) fields.push({ id: 'surname', value: change.lastName.trim() });
  if (change.phone !== undefined) fields.push({ id: 'phone', value: change.phone.trim() });
  if (fields.length === 0) return ok(undefined);
  const r = await modify('people', peopleId, fields);
  return r.ok ? ok(undefined) : r;
}

export type AddressChange = Partial<CustomerAddress> & { mobile?: string };

const ADDRESS_FIELDS: [keyof AddressChange, string][] = [
  ['line1', 'add1'],
  ['line2', 'add2'],
  ['city', 'city'],
  ['zip', 'zip'],
  ['state', 'state'],
  ['country', 'country'],
  ['mobile', 'mobile'],
];

/** Spec §7: the address update uses add1, zip, mobile (and the other address fields). */
export async function updateAddress(addressId: number, change: AddressChange): Promise<ErpResult<void>> {
  const fields: Field[] = ADDRESS_FIELDS.filter(([k]) => change[k] !== undefined).map(([k, id]) => ({
    id,
    value: (change[k] ?? '').trim(),
  }));
  if (fields.length === 0) return ok(undefined);
  const r = await modify('address', addressId, fields);
  return r.ok ? ok(undefined) : r;
}

/** The sign-in email lives on the address record; the caller checks it is not someone else's. */
export async function updateEmail(addressId: number, email: string): Promise<ErpResult<void>> {
  const r = await modify('address', addressId, [{ id: 'email', value: email.trim().toLowerCase() }]);
  return r.ok ? ok(undefined) : r;
}

/**
 * Spec §4 account deletion: the person's name, surname, phone and password become XXXXXX, the
 * address email (and mobile) is blanked, then the person is soft-erased. Stops at the first
 * failure; every step can be repeated, so the caller may run it again.
 */
export async function blankAndSoftErase(
  peopleId: number,
  addressId: number | null,
): Promise<ErpResult<void>> {
  const people = await modify(
    'people',
    peopleId,
    ['name', 'surname', 'phone', 'password'].map((id) => ({ id, value: DELETED_MARKER })),
    true,
  );
  if (!people.ok) return people;
  if (addressId !== null) {
    const address = await modify('address', addressId, [
      { id: 'email', value: '' },
      { id: 'mobile', value: '' },
    ]);
    if (!address.ok) return address;
  }
  const erased = await erpGetWrite(
    '$TableSoftErase',
    { system: ACCOUNTING, file: 'people', record: peopleId, soft: true },
    writeAnswerSchema,
  );
  return erased.ok ? ok(undefined) : erased;
}
