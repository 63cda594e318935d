import 'server-only';
import { z } from 'zod';
import { logFor } from '@/server/log/logger';

const log = logFor('erp');

/**
 * A list whose bad rows are dropped (and counted in the log) rather than failing the whole list:
 * one malformed item must not empty the shop.
 */
export function rowsOf<T extends z.ZodType>(schema: T, what: string) {
  return z.array(z.unknown()).transform((rows) => {
    const good: z.infer<T>[] = [];
    for (const row of rows) {
      const parsed = schema.safeParse(row);
      if (parsed.success) good.push(parsed.data);
    }
    if (good.length < rows.length)
      log.warn({ what, skipped: rows.length - good.length }, 'skipped malformed rows');
    return good;
  });
}
