import 'server-only';
import { memoLines } from '@/lib/product-facts';
import type { Brand, Manufacturer, SafetyContact } from '@/lib/types';
import type { BrandRow } from '@/server/erp/schemas';

/**
 * The EU responsible person's memo: the name on the first line, the email on the line holding an
 * '@', the postal address between. Null when the memo is empty.
 */
export function parseSafetyContact(text: string | null | undefined): SafetyContact | null {
  const lines = memoLines(text);
  if (lines.length === 0) return null;
  const [name, ...rest] = lines;
  return {
    name,
    address: rest.filter((line) => !line.includes('@')),
    email: rest.find((line) => line.includes('@')) ?? '',
  };
}

/**
 * The brand record's manufacturer fields, or null when it names no manufacturer. Kept apart from
 * Brand, which the navigation sends to the browser: only product pages need these.
 */
export function toManufacturer(row: BrandRow): Manufacturer | null {
  const name = row.manufacturer?.trim();
  if (!name) return null;
  return {
    name,
    address: memoLines(row['*address']),
    email: row.email?.trim() ?? '',
    country: row.country?.trim().toUpperCase() ?? '',
    euResponsible: parseSafetyContact(row['*eu_responsible']),
  };
}

/** A `brand` record → Brand; the webname ("Levi's") reads better than the ERP name ("LEVI'S"). */
export function toBrand(row: BrandRow): Brand {
  return {
    id: row.$$position,
    name: row.webname?.trim() || row.name,
    bookmark: row.bookmark ?? '',
  };
}
