'use client';

import { useSyncExternalStore } from 'react';

// The colour chosen in the pickers, shared with the gallery that follows it. Keyed by product so
// a client navigation to another product starts from that product's own first colour.
let selected: { productId: number; code: string } | null = null;
const listeners = new Set<() => void>();

export function selectColour(productId: number, code: string) {
  selected = { productId, code };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen colour code of this product, or `initial` until the shopper picks one. */
export function useSelectedColour(productId: number, initial: string): string {
  const current = useSyncExternalStore(
    subscribe,
    () => selected,
    () => null,
  );
  return current?.productId === productId ? current.code : initial;
}
