// Spec (Outlet page): the count text is 'Loading...', 'Searching...', 'N search results' or
// 'N items found', in that order of precedence.

export interface CountState {
  loading: boolean;
  searching: boolean;
  total: number;
  /** A search term is active. */
  hasSearch: boolean;
}

export function countText({ loading, searching, total, hasSearch }: CountState): string {
  if (loading) return 'Loading...';
  if (searching) return 'Searching...';
  return hasSearch ? `${total} search results` : `${total} items found`;
}
