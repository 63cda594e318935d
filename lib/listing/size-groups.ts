// The SIZE filter in groups: a page can hold tops (S, M, L), jeans (waist 28-38), shoes (EU
// 35-46), belts (85-105 cm) and kids' things (ages 2-3, 5). One list mixes them ("12", "36" and
// "40" mean different things), so each size is filed under its item's size system, and the URL
// carries the system with the size ("waist-30"), so a waist 36 is never a shoe 36. Letter sizes
// keep their plain value ("M").
import { categoryNameKeys } from '@/lib/listing/category-options';
import { compareSizes } from '@/lib/listing/size-order';
import { fill } from '@/lib/i18n/fill';
import { MESSAGES } from '@/messages';
import type { Product } from '@/lib/types';

export type SizeSystem = 'clothing' | 'waist' | 'shoes' | 'belt' | 'kids';

/** Each system's filter heading and how an applied size reads on its chip ('Waist {size}'). */
export interface SizeTexts {
  sizeGroups: Record<SizeSystem, string>;
  sizeChips: Record<SizeSystem, string>;
}

const ENGLISH: SizeTexts = MESSAGES.en.catalogue.client;

/** The groups in the order the filter shows them. */
const ORDER: readonly SizeSystem[] = ['clothing', 'waist', 'shoes', 'belt', 'kids'];

const NUMERIC = /^\d+(?:\.\d+)?$/;
const SHOE_WORDS = ['shoe', 'footwear', 'sneaker', 'trainer', 'boot', 'sandal', 'heel', 'loafer'];
const TOKEN = /^(waist|shoes|belt|kids)-(.+)$/i;

type Sized = Pick<Product, 'kids' | 'category'>;

/** The size system of one of an item's sizes: kids' items by age; numbers by what the item is. */
export function sizeSystemOf(product: Sized, size: string): SizeSystem {
  if (product.kids) return 'kids';
  if (!NUMERIC.test(size.trim())) return 'clothing';
  const names = categoryNameKeys(product.category);
  if (names.some((name) => SHOE_WORDS.some((word) => name.endsWith(word)))) return 'shoes';
  if (names.some((name) => name.endsWith('belt'))) return 'belt';
  return 'waist';
}

/** The filter value of an item's size: 'M', 'waist-30', 'shoes-40', 'belt-85', 'kids-2-3'. */
export function sizeToken(product: Sized, size: string): string {
  const system = sizeSystemOf(product, size);
  return system === 'clothing' ? size : `${system}-${size}`;
}

/**
 * The filter values an item's size answers to: its token, and a number or age its bare self too,
 * so a link from before the groups (`?size=30`) still filters. A letter size answers to its plain
 * value only as a grown-up's size, so a kids' M is never counted under Clothing.
 */
export function sizeKeys(product: Sized, size: string): string[] {
  const token = sizeToken(product, size);
  return token !== size && /^\d/.test(size.trim()) ? [token, size] : [token];
}

/** A filter value's system and size as the item shows it. */
export function parseSizeToken(value: string): { system: SizeSystem; size: string } {
  const match = TOKEN.exec(value.trim());
  return match
    ? { system: match[1].toLowerCase() as SizeSystem, size: match[2] }
    : { system: 'clothing', size: value.trim() };
}

/** A kids' size by age: '4' (4, 4) before '4-5' (4, 5) before '5'; letters after the ages. */
function compareAges(a: string, b: string): number {
  const age = (s: string) => /^(\d+)(?:-(\d+))?$/.exec(s);
  const [x, y] = [age(a), age(b)];
  if (!x || !y) return x ? -1 : y ? 1 : compareSizes(a, b);
  const [x1, y1] = [Number(x[1]), Number(y[1])];
  return x1 - y1 || Number(x[2] ?? x1) - Number(y[2] ?? y1);
}

/** Filter values in display order: by system, then by size within it (kids' by age). */
export function compareSizeTokens(a: string, b: string): number {
  const [x, y] = [parseSizeToken(a), parseSizeToken(b)];
  const bySize = x.system === 'kids' && y.system === 'kids' ? compareAges : compareSizes;
  return ORDER.indexOf(x.system) - ORDER.indexOf(y.system) || bySize(x.size, y.size);
}

/** An applied size as its chip reads it ('Waist 30', 'EU 40', 'M'). */
export function sizeChipLabel(value: string, texts: SizeTexts = ENGLISH): string {
  const { system, size } = parseSizeToken(value);
  return fill(texts.sizeChips[system], { size });
}

/**
 * A page's size options in their groups, each headed, in the systems' order; a page with one
 * system (a jeans listing) gets one group without a heading.
 */
export function sizeSections<T extends { value: string }>(
  options: readonly T[],
  texts: SizeTexts = ENGLISH,
): { heading?: string; options: T[] }[] {
  const by = new Map<SizeSystem, T[]>();
  for (const option of options) {
    const { system } = parseSizeToken(option.value);
    by.set(system, [...(by.get(system) ?? []), option]);
  }
  const sections = ORDER.flatMap((system) => {
    const list = by.get(system);
    return list ? [{ heading: texts.sizeGroups[system], options: list }] : [];
  });
  return sections.length === 1 ? [{ options: sections[0].options }] : sections;
}
