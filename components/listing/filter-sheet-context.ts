'use client';

import { createContext, useContext } from 'react';

/** What a filter form inside the phone sheet does instead of applying each tick at once. */
export interface FilterSheet {
  /** True while the sheet is open on a phone: ticks wait for 'Show N results'. */
  deferred: boolean;
  /** A tick changed the form: count what it would show. */
  changed: (form: HTMLFormElement) => void;
  /** The form was applied: close the sheet. */
  applied: () => void;
}

export const FilterSheetContext = createContext<FilterSheet | null>(null);

export const useFilterSheet = () => useContext(FilterSheetContext);
