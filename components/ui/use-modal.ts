'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Opens a native <dialog> as a modal when it mounts (the page behind turns inert, so focus stays
 * inside, and Escape fires `cancel`) and gives focus back to whatever opened it when it unmounts.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => trigger?.focus();
  }, [ref]);
}
