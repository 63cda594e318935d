'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

// Toasts on react-hot-toast (the design card's), loaded with the first toast: every page mounts
// this live region, and react-hot-toast and the toasts' markup (./toast-list) only come when
// something is said, so no page's first load carries them.
export const TOAST_MS = 5000;

export interface ToastOptions {
  description?: string;
  /** A link shown under the text (e.g. the wishlist's sign-in prompt → /account). */
  link?: { href: string; label: string };
}

export interface ToastMessage extends ToastOptions {
  title: string;
}

const loadList = () => import('./toast-list');
const ToastList = lazy(loadList);
/** Whether a toast has been asked for: the list mounts (and its code loads) from then on. */
const asked = createStore(false);

/** A title alone, a title with options, or one of the spec's { title, description } pairs. */
export function showToast(message: string | ToastMessage, options: ToastOptions = {}) {
  const toast = typeof message === 'string' ? { title: message, ...options } : { ...message, ...options };
  asked.set(true);
  void loadList().then(({ show }) => show(toast));
}

/**
 * Mounted once in the layout. The polite live region is there from the first paint, empty, so a
 * screen reader already watches it when a toast's text is put in (a region added together with
 * its text is often not announced).
 */
export function Toaster() {
  const shown = useSyncExternalStore(asked.subscribe, asked.get, () => false);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {shown && (
        <Suspense>
          <ToastList />
        </Suspense>
      )}
    </div>
  );
}
