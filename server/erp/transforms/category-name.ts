import 'server-only';
import type { Gender } from '@/lib/types';

// ERP category and type names carry Italian gender markers ('JEANS UOMO', 'ACC DONNA') and kids'
// names end in girls/boys; the shop shows names without them and derives the gender from them.

const GENDER_TOKENS = /\b(?:UOMMO|UOMO|DONNA|ACC)\b/gi;
const KIDS_SUFFIX = /\b(?:girls|boys)\s*$/i;
const ONLY_GENDER = /^\s*(?:UOMMO|UOMO|DONNA)\s*$/i;
const HAS_ACC = /\bACC\b/i;
// UOMMO is the real data's misspelling of UOMO; boys/girls mark the kids' categories.
const GENDER_SUFFIX = /\b(UOMMO|UOMO|DONNA|boys|girls)\s*$/i;
const GENDER_OF_SUFFIX: Record<string, Gender> = {
  uommo: 'men',
  uomo: 'men',
  boys: 'men',
  donna: 'women',
  girls: 'women',
};

/** Spec rule: drop the tokens UOMMO, UOMO, DONNA, ACC and a trailing 'girls'/'boys'. */
export function stripCategoryName(name: string): string {
  return name.replace(GENDER_TOKENS, ' ').replace(KIDS_SUFFIX, ' ').replace(/\s+/g, ' ').trim();
}

/** The stripped name, or the name itself when it was nothing but markers. */
export function strippedOrName(name: string): string {
  return stripCategoryName(name) || name.trim();
}

/** Spec rule: ACC → 'ACCESSORIES'; only UOMMO/UOMO/DONNA → 'CLOTHING'; else the stripped name. */
export function mainCategoryLabel(name: string): string {
  if (HAS_ACC.test(name)) return 'ACCESSORIES';
  if (ONLY_GENDER.test(name)) return 'CLOTHING';
  return strippedOrName(name);
}

/** Spec rule: names ending UOMO are men and DONNA women (and UOMMO, boys, girls likewise). */
export function genderOfName(name: string | null | undefined): Gender | null {
  const match = GENDER_SUFFIX.exec(name ?? '');
  return match ? GENDER_OF_SUFFIX[match[1].toLowerCase()] : null;
}

/** Kids' categories end in 'boys' or 'girls' (spec); an item's category or type says so. */
export function isKidsName(name: string | null | undefined): boolean {
  return KIDS_SUFFIX.test(name ?? '');
}

/** 'hide' as a webname marks a record the shop must not show. */
export function isHiddenWebname(webname: string | null | undefined): boolean {
  return webname?.trim().toLowerCase() === 'hide';
}

/** The name to show: the webname when set and not 'hide', else the stripped ERP name. */
export function categoryDisplayName(row: { name: string; webname?: string | null }): string {
  const webname = row.webname?.trim();
  if (webname && !isHiddenWebname(webname)) return webname;
  return strippedOrName(row.name);
}
