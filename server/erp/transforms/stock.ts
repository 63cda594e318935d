import 'server-only';
import { normaliseSizeLabel } from '@/lib/size-label';
import type { StockMap } from '@/lib/types';
import type { StockRaw } from '@/server/erp/schemas';
import { erpNumber } from '@/server/erp/transforms/decimal';

// `$PosGetStock` answers {"BLACK;S": 3} (or, from some ERPs, [{colour,size,total_qty}]); the shop
// wants stock per colour name and normalised size label. An item without variants is {";": 7},
// which lands under colour '' and size ''.

/** Spec rule: stock quantities below 0 become 0; non-numbers count as none. */
function quantityOf(value: unknown): number {
  return Math.max(0, Math.trunc(erpNumber(value) ?? 0));
}

function add(stock: StockMap, colour: string, size: string, value: unknown): void {
  const sizes = (stock[colour.trim()] ??= {});
  const label = normaliseSizeLabel(size);
  // Two raw sizes can normalise to one label ('Small' and 'S'): their stock adds up.
  sizes[label] = (sizes[label] ?? 0) + quantityOf(value);
}

export function toStockMap(raw: StockRaw): StockMap {
  const stock: StockMap = {};
  if (Array.isArray(raw)) {
    for (const row of raw) add(stock, row.colour ?? '', row.size ?? '', row.total_qty);
    return stock;
  }
  for (const [key, value] of Object.entries(raw)) {
    const separator = key.indexOf(';');
    const colour = separator < 0 ? key : key.slice(0, separator);
    add(stock, colour, separator < 0 ? '' : key.slice(separator + 1), value);
  }
  return stock;
}
