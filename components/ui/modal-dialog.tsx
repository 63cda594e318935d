'use client';

import { Dialog, DialogPanel } from '@headlessui/react';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { opensElsewhere } from '@/lib/soft-navigation';

/** Names the dialog (its aria-labelledby): use it for the dialog's heading. */
export { DialogTitle as ModalTitle } from '@headlessui/react';

/** The element a dialog's caller opened it with, for focus to go back to (see ModalDialog). */
export type ReturnFocus = RefObject<HTMLElement | null>;

export interface ModalDialogProps {
  onClose: () => void;
  /** The dialog's name when it has no ModalTitle. */
  'aria-label'?: string;
  'aria-busy'?: boolean;
  'data-testid'?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Where the panel sits on the screen (flex alignment of the full-screen layer). */
  placement: string;
  /** The panel's own look and size. */
  className: string;
  /** The backdrop's colour. */
  backdrop?: string;
  /**
   * Where focus goes back to when nothing had it at the opening: Safari does not focus a button
   * it presses, so the opener is known only to the caller (the button it clicked).
   */
  returnFocus?: ReturnFocus;
  children: ReactNode;
}

/**
 * A modal dialog, shown on mount: Headless UI's Dialog makes the page behind inert, keeps Tab
 * inside, locks the page scroll and closes on Escape and on a click outside the panel. Focus goes
 * to the element marked data-autofocus (else into the dialog) and back to the opener on close. A
 * followed link inside closes it too (client navigation keeps the header mounted). Its users on
 * browsing pages load on first open (lazy), so Headless UI is not in their first load (0013).
 */
export function ModalDialog({
  onClose,
  placement,
  className,
  backdrop = 'bg-black/40',
  returnFocus,
  children,
  ...props
}: ModalDialogProps) {
  // Headless UI, loaded after the opener took focus, has no record of it: the dialog keeps its own.
  const [focused] = useState(() => document.activeElement);
  // After the page behind is no longer inert; the opener is on screen (in the header or under it).
  useEffect(
    () => () => {
      const opener =
        focused instanceof HTMLElement && focused !== document.body && focused.isConnected
          ? focused
          : returnFocus?.current;
      opener?.focus({ preventScroll: true });
    },
    [focused, returnFocus],
  );
  // On touch screens Headless UI's first move focuses the dialog itself, not the element marked
  // data-autofocus (the search field): that first focus is passed on to it.
  const focusedOnce = useRef(false);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (focusedOnce.current) return;
    focusedOnce.current = true;
    if (event.target === event.currentTarget)
      event.currentTarget.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  };
  // Capture: the shop's Link (components/ui/link.tsx) cancels the click it navigates with, and
  // Headless UI skips handlers of a cancelled event. A link opened in a new tab or window (a
  // modifier key, another button) leaves the dialog open.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!opensElsewhere(event) && (event.target as Element).closest('a')) onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      onFocus={onFocus}
      {...props}
      className={`fixed inset-0 z-50 flex ${placement}`}
    >
      <div aria-hidden="true" className={`fixed inset-0 ${backdrop}`} />
      <DialogPanel onClickCapture={onClick} className={`relative ${className}`}>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
