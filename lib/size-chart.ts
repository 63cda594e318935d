// The size chart offered under Size & Fit, chosen from the product's own size labels (already
// normalised by lib/size-label): letters (XS…3XL), kids' ages ('2-3', '4') or numbers (waist
// inches, shoe or belt sizes). Measurements are the shop's house chart in centimetres.

export type SizeSystem = 'letters' | 'kids' | 'numeric';

export interface SizeChart {
  system: SizeSystem;
  title: string;
  columns: string[];
  rows: string[][];
}

// Body measurements in cm: chest, waist, hips.
const LETTER_ROWS: Record<string, [string, string, string]> = {
  XS: ['82-86', '66-70', '86-90'],
  S: ['86-92', '70-76', '90-96'],
  M: ['92-100', '76-84', '96-104'],
  L: ['100-108', '84-92', '104-112'],
  XL: ['108-116', '92-100', '112-120'],
  '2XL': ['116-124', '100-108', '120-128'],
  '3XL': ['124-132', '108-116', '128-136'],
};
const LETTER = /^(XS|S|M|L|XL|2XL|3XL|S\/M|M\/L|L\/XL)$/;

/** Typical height in cm for each age in years. */
const HEIGHT_BY_AGE = [50, 74, 86, 92, 98, 104, 110, 116, 122, 128, 134, 140, 146, 152, 158, 164, 170];
const AGE = /^(\d{1,2})(?:-(\d{1,2}))?$/;
const KIDS_MAX_AGE = 16;
const NUMBER = /^\d{2,3}$/;

function ages(size: string): [number, number] | null {
  const m = AGE.exec(size);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : from;
  return to <= KIDS_MAX_AGE && from <= to ? [from, to] : null;
}

/** Which chart fits every one of the sizes; null for one-size items or mixed systems. */
export function sizeSystem(sizes: readonly string[]): SizeSystem | null {
  if (sizes.length === 0) return null;
  if (sizes.every((s) => LETTER.test(s))) return 'letters';
  if (sizes.every((s) => ages(s) !== null)) return 'kids';
  if (sizes.every((s) => NUMBER.test(s))) return 'numeric';
  return null;
}

function letterRow(size: string): string[] {
  // 'S/M' spans two sizes: from the first's lower edges to the second's upper edges.
  const [a, b = a] = size.split('/');
  const low = LETTER_ROWS[a];
  const high = LETTER_ROWS[b];
  return [size, ...low.map((range, i) => `${range.split('-')[0]}-${high[i].split('-')[1]}`)];
}

function kidsRow(size: string): string[] {
  const [from, to] = ages(size)!;
  const height = from === to ? `${HEIGHT_BY_AGE[from]}` : `${HEIGHT_BY_AGE[from]}-${HEIGHT_BY_AGE[to]}`;
  return [size, from === to ? `${from} years` : `${from}-${to} years`, height];
}

/** Numbers below 40 are waist inches (jeans), 35-47 EU shoe sizes, 60 and up belt lengths. */
function numericRow(size: string, shoes: boolean): string[] {
  const n = Number(size);
  if (shoes) return [size, `${(n / 1.5 - 1.5).toFixed(1)}`, `${n - 33.5}`];
  if (n >= 60) return [size, `${n}`, `${n - 15}-${n - 5}`];
  return [size, `${n}`, `${Math.round(n * 2.54)}`];
}

export function sizeChart(sizes: readonly string[]): SizeChart | null {
  const system = sizeSystem(sizes);
  if (system === 'letters') {
    return {
      system,
      title: 'Size chart (body measurements, cm)',
      columns: ['Size', 'Chest', 'Waist', 'Hips'],
      rows: sizes.map(letterRow),
    };
  }
  if (system === 'kids') {
    return {
      system,
      title: "Kids' size chart",
      columns: ['Size', 'Age', 'Height (cm)'],
      rows: sizes.map(kidsRow),
    };
  }
  if (system === 'numeric') {
    const numbers = sizes.map(Number);
    if (numbers.every((n) => n >= 35 && n <= 47) && numbers.some((n) => n > 38)) {
      return {
        system,
        title: 'Shoe size chart',
        columns: ['EU', 'Foot length (cm)', 'UK'],
        rows: sizes.map((s) => numericRow(s, true)),
      };
    }
    if (numbers.every((n) => n >= 60)) {
      return {
        system,
        title: 'Belt size chart',
        columns: ['Size', 'Belt length (cm)', 'Waist (cm)'],
        rows: sizes.map((s) => numericRow(s, false)),
      };
    }
    if (numbers.every((n) => n < 60)) {
      return {
        system,
        title: 'Waist size chart',
        columns: ['Size', 'Waist (in)', 'Waist (cm)'],
        rows: sizes.map((s) => numericRow(s, false)),
      };
    }
  }
  return null;
}
