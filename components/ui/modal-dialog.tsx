'use client';

import { useRef, type ComponentProps, type MouseEvent } from 'react';
import { useModal } from './use-modal';

export interface ModalDialogProps extends Omit<
  ComponentProps<'dialog'>,
  'ref' | 'onCancel' | 'onClick' | 'open'
> {
  onClose: () => void;
  className: string;
}

/**
 * A native modal <dialog>, shown on mount (useModal: inert page, Tab kept inside, focus back to
 * the opener), without a dialog library on every page. Escape, a click on the backdrop (the dialog
 * box itself, outside its panel) and any followed link inside close it; client navigation keeps
 * the header mounted.
 */
export function ModalDialog({ onClose, className, children, ...props }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current || (event.target as Element).closest('a')) onClose();
  };
  return (
    <dialog
      ref={ref}
      {...props}
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
