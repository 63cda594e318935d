import 'server-only';
import { z } from 'zod';

// Raw rows of the account files (docs/erp-contract.md, "Accounts"): accounting people/address,
// pos peopleitem/trans/transdet. Loose objects, strict only on what the shop keys on.

const position = z.number().int().positive();
const linkRecord = z.number().int().positive().nullish();
const text = z.string().nullish();
const recordKeys = { $$position: position, $$record: position.optional() };

export const peopleRowSchema = z.looseObject({
  ...recordKeys,
  name: text,
  surname: text,
  phone: text,
  /** What the ERP stores: a `$scrypt$` hash, or plain text written by the old client. */
  password: text,
  group: text,
  initials: text,
});

export const addressRowSchema = z.looseObject({
  ...recordKeys,
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

export const peopleItemRowSchema = z.looseObject({
  ...recordKeys,
  people: text,
  $people: linkRecord,
  item: text,
  $item: linkRecord,
});

const money = z.union([z.number(), z.string()]).nullish();

export const transRowSchema = z.looseObject({
  ...recordKeys,
  people: text,
  $people: linkRecord,
  refer: text,
  date: text,
  time: text,
  '@create_stamp': text,
  _total: money,
  status: text,
});

/** Lines as asked for with `fields=` (see orders.ts): link numbers and the item's name. */
export const transdetRowSchema = z.looseObject({
  ...recordKeys,
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

/** A write's answer: {"record": n} (the number may come as text). */
export const writeAnswerSchema = z
  .looseObject({ record: z.union([z.number().int(), z.string().regex(/^\d+$/)]) })
  .transform((a) => Number(a.record));

export type PeopleRow = z.infer<typeof peopleRowSchema>;
export type AddressRow = z.infer<typeof addressRowSchema>;
export type PeopleItemRow = z.infer<typeof peopleItemRowSchema>;
export type TransRow = z.infer<typeof transRowSchema>;
export type TransdetRow = z.infer<typeof transdetRowSchema>;
