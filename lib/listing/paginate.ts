// Spec section 9: 8 products a page; 7 pages or fewer show every page number, more show the
// first, the last and the current page with one sibling each side, with ellipses in the gaps.
import { PRODUCTS_PER_PAGE } from '@/lib/constants';

export { PRODUCTS_PER_PAGE };

export interface Page<T> {
  items: T[];
  /** The page shown: the requested one clamped to 1..pageCount. */
  page: number;
  /** At least 1: an empty list is one empty page. */
  pageCount: number;
  total: number;
}

export type PaginationItem = number | 'ellipsis';

const MAX_PAGES_WITHOUT_ELLIPSIS = 7;
const SIBLINGS = 1;

export function pageCountOf(total: number, perPage: number = PRODUCTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

function clamp(page: number, pageCount: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, pageCount));
}

/** One page of the items; a page past the end shows the last page. */
export function paginate<T>(items: readonly T[], page: number, perPage: number = PRODUCTS_PER_PAGE): Page<T> {
  const total = items.length;
  const pageCount = pageCountOf(total, perPage);
  const current = clamp(page, pageCount);
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, pageCount, total };
}

/**
 * A requested page beyond the last one: the listing answers 404 rather than an empty (or a
 * repeated last) page that search engines would index. Page 1 always exists, empty or not.
 */
export function isPastLastPage(requested: number, pageCount: number): boolean {
  return requested > Math.max(1, pageCount);
}

/** Page numbers and 'ellipsis' markers to render, e.g. 1 … 4 5 6 … 10. */
export function paginationModel(current: number, pageCount: number): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  const all = Array.from({ length: count }, (_, i) => i + 1);
  if (count <= MAX_PAGES_WITHOUT_ELLIPSIS) return all;
  const page = clamp(current, count);
  const shown = all.filter((n) => n === 1 || n === count || Math.abs(n - page) <= SIBLINGS);
  const model: PaginationItem[] = [];
  shown.forEach((n, i) => {
    if (i > 0 && n - shown[i - 1] > 1) model.push('ellipsis');
    model.push(n);
  });
  return model;
}

/** Outlet: Previous is disabled on page 1. */
export function previousDisabled(page: number): boolean {
  return page <= 1;
}

/** Outlet: Next is disabled on the last page. */
export function nextDisabled(page: number, pageCount: number): boolean {
  return page >= pageCount;
}
