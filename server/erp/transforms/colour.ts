import 'server-only';
import { colourLabel } from '@/lib/display/variant';
import type { ProductColour } from '@/lib/types';
import type { ColorRow } from '@/server/erp/schemas';

// Items name their colours ('BLACK|INDIGO'); the `color` file gives each name its code and hex.

/** Colour records keyed by upper-case name. */
export type ColourIndex = ReadonlyMap<string, ProductColour>;

const keyOf = (name: string) => name.trim().toUpperCase();

export function toProductColour(row: ColorRow): ProductColour {
  return {
    id: row.$$position,
    code: row.code?.trim() ?? '',
    name: row.name,
    label: row.webname?.trim() || colourLabel(row.name),
    hex: row.hex?.trim() || null,
  };
}

export function buildColourIndex(rows: ColorRow[]): ColourIndex {
  return new Map(rows.map((row) => [keyOf(row.name), toProductColour(row)]));
}

/** Colour names → colours; a name the colour file lacks still shows, without code or swatch. */
export function resolveColours(names: string[], index: ColourIndex): ProductColour[] {
  const seen = new Set<string>();
  return names.flatMap((name) => {
    const key = keyOf(name);
    if (key === '' || seen.has(key)) return [];
    seen.add(key);
    const trimmed = name.trim();
    return [index.get(key) ?? { id: null, code: '', name: trimmed, label: colourLabel(trimmed), hex: null }];
  });
}
