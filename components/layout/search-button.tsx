'use client';

import { SearchIcon } from '@/components/ui/icons';
import { iconButtonClass } from './header-styles';

/** The search overlay listens for this event, so the header need not import the overlay. */
export const OPEN_SEARCH_EVENT = 'open-search';

export function SearchButton() {
  return (
    <button
      type="button"
      aria-label="Search"
      className={iconButtonClass}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <SearchIcon />
    </button>
  );
}
