import 'server-only';
import { z } from 'zod';
import { rowWithId } from './record-number';

// Raw rows of the checkout calls (docs/erp-contract.md, "Checkout"): accounting deliverymethod,
// the $PosFindVoucher answer and the $PosProcessWeb acknowledgement.

export const deliveryMethodRowSchema = rowWithId({
  name: z.string().nullish(),
});

/**
 * Field names beyond `$collected` (value, expiry, used) are [ours]: no real answer has been seen.
 * What `$collected` holds (money or a record number) is read by transforms/checkout.ts.
 */
export const voucherRowSchema = z.looseObject({
  code: z.string().nullish(),
  $collected: z.union([z.number(), z.string()]).nullish(),
  value: z.union([z.number(), z.string()]).nullish(),
  expiry: z.string().nullish(),
  used: z.union([z.boolean(), z.number(), z.string()]).nullish(),
});

/** A pos `trans` row found by our order id: its record number and the orderid it carries. */
export const webOrderRowSchema = rowWithId({ orderid: z.union([z.string(), z.number()]).nullish() });

export type DeliveryMethodRow = z.infer<typeof deliveryMethodRowSchema>;
export type VoucherRow = z.infer<typeof voucherRowSchema>;
