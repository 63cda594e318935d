'use client';

import {
  createContext,
  useContext,
  useTransition,
  type ReactNode,
  type TransitionStartFunction,
} from 'react';

export interface ListingTransition {
  /** A search navigation is under way: the count shows 'Searching...'. */
  searching: boolean;
  startSearch: TransitionStartFunction;
}

const startNow: TransitionStartFunction = (callback) => {
  void callback();
};

export const ListingTransitionContext = createContext<ListingTransition>({
  searching: false,
  startSearch: startNow,
});

/** Wraps the toolbar, so the search box and the result count share the pending search. */
export function ListingTransitionProvider({ children }: { children: ReactNode }) {
  const [searching, startSearch] = useTransition();
  return <ListingTransitionContext value={{ searching, startSearch }}>{children}</ListingTransitionContext>;
}

export function useListingTransition(): ListingTransition {
  return useContext(ListingTransitionContext);
}
