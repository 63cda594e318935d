'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/**
 * A header disclosure (the cart and account menus; WAI-ARIA disclosure, not a modal: the page
 * stays usable). It closes on Escape (focus back to its button), on a pointer press outside, when
 * focus tabs out, and when a link inside is followed (client navigation keeps the header mounted).
 */
export function useHeaderMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus({ preventScroll: true });
    },
    // Tabbing out closes it; a null relatedTarget (a click on the panel's text) does not.
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) setOpen(false);
    },
    onClick: (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    },
  };
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen(!open),
  };
  const panelProps = { ref: panelRef, id: panelId, hidden: !open, tabIndex: -1 };
  return { open, setOpen, rootProps, buttonProps, panelProps, buttonRef, panelRef };
}
