import type { Gender } from '@/lib/types';

/** 'Men' / 'Women', as in breadcrumbs. */
export const GENDER_LABEL: Record<Gender, string> = { men: 'Men', women: 'Women' };

/** The possessive that starts collection and category titles: "MEN'S JEANS". */
export const GENDER_POSSESSIVE: Record<Gender, string> = { men: "MEN'S", women: "WOMEN'S" };

// A name that already says whose it is: "Boys' T-Shirts", "Men's Jeans" (not "Levi's").
const POSSESSIVE_START = /^(?:(?:boy|girl|kid|bab(?:y|ie))s['’]|(?:men|women|children)['’]s)\s/i;

/**
 * A gender's category title: "MEN'S JEANS", as the spec's category landing says; a name that
 * already says whose it is keeps its own ("BOYS' T-SHIRTS", never "MEN'S BOYS' T-SHIRTS").
 */
export function genderTitle(gender: Gender, name: string): string {
  const upper = name.trim().toUpperCase();
  return POSSESSIVE_START.test(name.trim()) ? upper : `${GENDER_POSSESSIVE[gender]} ${upper}`;
}

/** Spec (Men and Women pages): category tiles link to /products?type={id}&gender={gender}. */
export function genderCategoryHref(gender: Gender, categoryId: number): string {
  return `/products?type=${categoryId}&gender=${gender}`;
}
