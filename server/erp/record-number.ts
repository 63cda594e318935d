import 'server-only';
import { z } from 'zod';

// Record numbers as the ERP may send them (docs/erp-contract.md, "Open questions", 1): a JSON
// number or a digit string ("17"), and a row's own number under `$$position` or `$$record`, either
// of which may be the only one on a row. Every schema reads them here, so the rest of the shop
// only ever sees a positive whole number, and always under `$$position`.

/** A record number: a positive whole JSON number or a digit string ("17"). */
export const recordNumber = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive());

/** A link field's record number (`$x`); `null` when the link is unset. */
export const linkRecord = recordNumber.nullish();

const ID_KEYS = { $$position: recordNumber.optional(), $$record: recordNumber.optional() };

/**
 * A row schema (a loose object: a new ERP column never breaks the shop) whose own record number
 * comes from `$$position` or, when that is absent, `$$record`, and is handed on as `$$position`.
 * A row with neither has no id the shop could link to, and fails.
 */
export function rowWithId<Shape extends z.ZodRawShape>(shape: Shape) {
  const row = z.looseObject({ ...shape, ...ID_KEYS });
  return row.transform((value, ctx) => {
    const ids = value as { $$position?: number; $$record?: number };
    const id = ids.$$position ?? ids.$$record;
    if (id === undefined) {
      ctx.issues.push({
        code: 'custom',
        message: 'no $$position or $$record',
        input: value,
        path: ['$$position'],
      });
      return z.NEVER;
    }
    return { ...value, $$position: id };
  });
}
