'use client';

import { useEffect, type RefObject } from 'react';
import { lockScroll } from './scroll-lock';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const visible = (el: HTMLElement) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

/** Tab from the last control goes to the first and Shift+Tab back: focus never leaves the dialog. */
export function trapTab(dialog: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens a native <dialog> as a modal when it mounts (the page behind turns inert and Escape fires
 * `cancel`), keeps the page behind from scrolling, keeps Tab inside it (a modal alone lets focus
 * leave for the browser's own bar) and gives focus back to whatever opened it when it unmounts.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const unlockScroll = lockScroll();
    const onKeyDown = (event: KeyboardEvent) => trapTab(dialog, event);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      unlockScroll();
      dialog.removeEventListener('keydown', onKeyDown);
      trigger?.focus();
    };
  }, [ref]);
}
