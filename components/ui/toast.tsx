'use client';

import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

// A small toast: one polite live region and a module store. The spec's toasts are a title and an
// optional line shown for 5 s; a toast library would add its weight to every page for that.
export const TOAST_MS = 5000;

export interface ToastOptions {
  description?: string;
  /** A link shown under the text (e.g. the wishlist's sign-in prompt → /account). */
  link?: { href: string; label: string };
}

interface Toast extends ToastOptions {
  id: number;
  title: string;
}

const store = createStore<Toast | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;

/** A title alone, a title with options, or one of the spec's { title, description } pairs. */
export function showToast(message: string | ({ title: string } & ToastOptions), options: ToastOptions = {}) {
  const toast = typeof message === 'string' ? { title: message, ...options } : { ...message, ...options };
  // A new id remounts the text, so the same message twice is announced twice.
  store.set({ ...toast, id: (store.get()?.id ?? 0) + 1 });
  clearTimeout(timer);
  // A toast with a link stays twice as long, so a keyboard user can reach it.
  timer = setTimeout(() => store.set(null), options.link ? TOAST_MS * 2 : TOAST_MS);
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
        <div
          key={toast.id}
          className="pointer-events-auto max-w-md rounded-sm bg-ink px-5 py-3 text-sm text-white shadow-lg"
          data-testid="toast"
        >
          <p className={toast.description ? 'font-semibold' : undefined}>{toast.title}</p>
          {toast.description && <p className="mt-0.5">{toast.description}</p>}
          {toast.link && (
            // A plain <a>: the toast lives in the layout and must not pull in the router's Link.
            <a href={toast.link.href} className="mt-1 inline-block underline underline-offset-2">
              {toast.link.label}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
