'use client';

import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

// A small toast: one polite live region and a module store. The spec's toasts are short texts
// shown for 5 s; a toast library would add its weight to every page for that.
export const TOAST_MS = 5000;

const store = createStore<{ id: number; text: string } | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string) {
  // A new id remounts the text, so the same message twice is announced twice.
  store.set({ id: (store.get()?.id ?? 0) + 1, text });
  clearTimeout(timer);
  timer = setTimeout(() => store.set(null), TOAST_MS);
}

/** Mounted once in the layout; announces each toast to screen readers. */
export function Toaster() {
  const toast = useSyncExternalStore(store.subscribe, store.get, () => null);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {toast && (
        <p
          key={toast.id}
          className="pointer-events-auto rounded-sm bg-ink px-5 py-3 text-sm text-white shadow-lg"
          data-testid="toast"
        >
          {toast.text}
        </p>
      )}
    </div>
  );
}
