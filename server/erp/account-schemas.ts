import 'server-only';
import { z } from 'zod';
import { linkRecord, recordNumber, rowWithId } from './record-number';

// Raw rows of the account files (docs/erp-contract.md, "Accounts"): accounting people/address,
// pos peopleitem/trans/transdet. Loose objects, strict only on what the shop keys on.

const text = z.string().nullish();

export const peopleRowSchema = rowWithId({
  name: text,
  surname: text,
  phone: text,
  /** What the ERP stores: a `$scrypt$` hash, or plain text written by the old client. */
  password: text,
  group: text,
  initials: text,
});

export const addressRowSchema = rowWithId({
  people: text,
  $people: linkRecord,
  email: text,
  mobile: text,
  add1: text,
  add2: text,
  city: text,
  zip: text,
  state: text,
  country: text,
});

export const peopleItemRowSchema = rowWithId({
  people: text,
  $people: linkRecord,
  item: text,
  $item: linkRecord,
});

const money = z.union([z.number(), z.string()]).nullish();

export const transRowSchema = rowWithId({
  people: text,
  $people: linkRecord,
  refer: text,
  /** The shop's own order id, on orders the web shop placed ($PosProcessWeb's `orderid`). */
  orderid: text,
  date: text,
  time: text,
  '@create_stamp': text,
  _total: money,
  status: text,
});

/** Lines as asked for with `fields=` (see orders.ts): link numbers and the item's name. */
export const transdetRowSchema = rowWithId({
  trans: text,
  $trans: linkRecord,
  item: text,
  $item: linkRecord,
  'item.name': text,
  quantity: z.union([z.number(), z.string()]).nullish(),
  price: money,
  total: money,
  color: text,
  size: text,
});

/** A write's answer: {"record": n}. */
export const writeAnswerSchema = z.looseObject({ record: recordNumber }).transform((a) => a.record);

export type PeopleRow = z.infer<typeof peopleRowSchema>;
export type AddressRow = z.infer<typeof addressRowSchema>;
export type PeopleItemRow = z.infer<typeof peopleItemRowSchema>;
export type TransRow = z.infer<typeof transRowSchema>;
export type TransdetRow = z.infer<typeof transdetRowSchema>;
