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

/** A pos `trans` row found by our order id: its record number (either key) and the orderid. */
export const webOrderRowSchema = z
  .looseObject({
    $$position: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).optional(),
    $$record: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).optional(),
    orderid: z.union([z.string(), z.number()]).nullish(),
  })
  .refine((row) => row.$$position !== undefined || row.$$record !== undefined)
  .transform((row) => ({ orderid: row.orderid, record: Number(row.$$record ?? row.$$position) }));

export type DeliveryMethodRow = z.infer<typeof deliveryMethodRowSchema>;
export type VoucherRow = z.infer<typeof voucherRowSchema>;
