'use client';

import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

// The colour chosen in the pickers, shared with the gallery that follows it. Keyed by product so
// a client navigation to another product starts from that product's own first colour.
const selected = createStore<{ productId: number; code: string } | null>(null);

export function selectColour(productId: number, code: string) {
  selected.set({ productId, code });
}

/** The chosen colour code of this product, or `initial` until the shopper picks one. */
export function useSelectedColour(productId: number, initial: string): string {
  const current = useSyncExternalStore(selected.subscribe, selected.get, () => null);
  return current?.productId === productId ? current.code : initial;
}
