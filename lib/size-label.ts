// Spec data rule: size labels are normalised so the same size reads the same on every product,
// in the size filter and in the stock map.

const NAMED_SIZES: Record<string, string> = {
  'extra small': 'XS',
  small: 'S',
  medium: 'M',
  large: 'L',
  'extra large': 'XL',
  xxl: '2XL',
  xxxl: '3XL',
};

const AGE_RANGE = /^(\d+)-(\d+)\s*Y$/i;
const AGE_YEARS = /^(\d+)\s*(?:Y|YEARS?)$/i;

/** 'Extra Small' → 'XS', '2-3Y' → '2-3', '0-0Y' → '0', '5 YEAR' → '5'; others trimmed as they are. */
export function normaliseSizeLabel(label: string): string {
  const trimmed = label.trim().replace(/\s+/g, ' ');
  const named = NAMED_SIZES[trimmed.toLowerCase()];
  if (named) return named;
  const range = AGE_RANGE.exec(trimmed);
  // A range whose ends are equal ('0-0Y') is a single age.
  if (range) return range[1] === range[2] ? range[1] : `${range[1]}-${range[2]}`;
  const years = AGE_YEARS.exec(trimmed);
  return years ? years[1] : trimmed;
}

/**
 * Spec data rule: sizes split on a tab. The ERP also sends a JSON array, and the spec's entity
 * allows a comma list. Labels are normalised; empties and repeats go, order stays.
 */
export function parseSizes(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\t,]/) : [];
  const labels = raw
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => normaliseSizeLabel(String(item)))
    .filter((label) => label !== '');
  return [...new Set(labels)];
}
