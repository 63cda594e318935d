'use client';

import { useSyncExternalStore } from 'react';

// A small toast: one polite live region and a module store. The spec's toasts are short texts
// shown for 5 s; a toast library would add its weight to every page for that.
export const TOAST_MS = 5000;

let current: { id: number; text: string } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(text: string) {
  current = { id: (current?.id ?? 0) + 1, text };
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = null;
    emit();
  }, TOAST_MS);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once in the layout; announces each toast to screen readers. */
export function Toaster() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
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
