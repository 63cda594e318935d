import type { Gender } from '@/lib/types';

/** 'Men' / 'Women', as in breadcrumbs. */
export const GENDER_LABEL: Record<Gender, string> = { men: 'Men', women: 'Women' };

/** The possessive that starts collection and category titles: "MEN'S JEANS". */
export const GENDER_POSSESSIVE: Record<Gender, string> = { men: "MEN'S", women: "WOMEN'S" };

/** Spec (Men and Women pages): category tiles link to /products?type={id}&gender={gender}. */
export function genderCategoryHref(gender: Gender, categoryId: number): string {
  return `/products?type=${categoryId}&gender=${gender}`;
}
