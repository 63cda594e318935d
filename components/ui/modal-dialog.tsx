'use client';

import { useEffect, useRef, type ReactNode, type MouseEvent } from 'react';

export interface ModalDialogProps {
  onClose: () => void;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A native modal <dialog>, shown on mount: focus trap, inert page and Escape for free, without a
 * dialog library on every page. Escape, a click on the backdrop (the dialog box itself, outside
 * its panel) and any followed link inside close it; client navigation keeps the header mounted.
 */
export function ModalDialog({ onClose, className, children, ...labels }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current || (event.target as Element).closest('a')) onClose();
  };
  return (
    <dialog
      ref={ref}
      {...labels}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      className={className}
    >
      {children}
    </dialog>
  );
}
