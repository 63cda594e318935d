import 'server-only';
import { z } from 'zod';

// Raw rows of the checkout calls (docs/erp-contract.md, "Checkout"): accounting deliverymethod,
// the $PosFindVoucher answer and the $PosProcessWeb acknowledgement.

const position = z.number().int().positive();

export const deliveryMethodRowSchema = z.looseObject({
  $$position: position,
  name: z.string().nullish(),
});

/** Field names beyond `$collected` (expiry, used) are [ours]: no real answer has been seen. */
export const voucherRowSchema = z.looseObject({
  code: z.string().nullish(),
  $collected: z.union([z.number(), z.string()]).nullish(),
  expiry: z.string().nullish(),
  used: z.union([z.boolean(), z.number(), z.string()]).nullish(),
});

export type DeliveryMethodRow = z.infer<typeof deliveryMethodRowSchema>;
export type VoucherRow = z.infer<typeof voucherRowSchema>;
