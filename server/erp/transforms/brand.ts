import 'server-only';
import type { Brand } from '@/lib/types';
import type { BrandRow } from '@/server/erp/schemas';

/** A `brand` record → Brand; the webname ("Levi's") reads better than the ERP name ("LEVI'S"). */
export function toBrand(row: BrandRow): Brand {
  return {
    id: row.$$position,
    name: row.webname?.trim() || row.name,
    bookmark: row.bookmark ?? '',
  };
}
