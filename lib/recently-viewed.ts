// "Recently viewed": the ids of the products the shopper opened, kept in this browser only
// (localStorage), most recent first. The server keeps nothing; it is asked for the cards.

import { storedArray } from '@/lib/stored-array';

/** The browser's key. */
export const RECENTLY_VIEWED_KEY = 'recently-viewed';
/** How many ids are kept: the oldest goes first. */
export const RECENTLY_VIEWED_MAX = 12;
/** How many cards the row shows. */
export const RECENTLY_VIEWED_SHOWN = 4;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The stored list, read defensively: anything but product ids is dropped, duplicates and overflow too. */
export function parseViewed(stored: string | null): number[] {
  return [...new Set(storedArray(stored).filter(isId))].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list after viewing `id`: it moves to the front, once, and the list keeps its cap. */
export function recordViewed(list: readonly number[], id: number): number[] {
  return [id, ...list.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX);
}

/**
 * What the row shows: the most recent, but never what the page already shows (the product on a
 * product page, the cart's products on the cart).
 */
export function shownViewed(list: readonly number[], hidden: readonly number[]): number[] {
  return list.filter((id) => !hidden.includes(id)).slice(0, RECENTLY_VIEWED_SHOWN);
}
