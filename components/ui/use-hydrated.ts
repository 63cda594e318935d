'use client';

import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once the client has taken over. For
 * controls that only work with JavaScript, so the no-JS page never shows dead buttons.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
