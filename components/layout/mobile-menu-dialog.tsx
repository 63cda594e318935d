'use client';

import { useId, useRef, type MouseEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useModal } from '@/components/ui/use-modal';
import { iconButtonClass } from './header-styles';
import { MobileMenuTree } from './mobile-menu-tree';
import type { NavMenuData } from './nav-data';

export interface MobileMenuDialogProps {
  onClose: () => void;
  menus: NavMenuData | null;
  loading: boolean;
}

/** The slide-in panel: a native modal <dialog> (focus trap, inert page, Escape) with the menu tree. */
export function MobileMenuDialog({ onClose, menus, loading }: MobileMenuDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(ref);
  // A click on the backdrop (the dialog box itself, outside the panel) or on any followed link
  // closes the menu: client navigation keeps the header mounted.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current || (event.target as Element).closest('a')) onClose();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-black/40 lg:hidden"
    >
      <div className="flex h-full w-full max-w-sm animate-slide-in-left flex-col overflow-y-auto bg-white shadow-xl motion-reduce:animate-none">
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-2">
          <h2 id={titleId} className="px-2 text-lg font-semibold tracking-[0.3em]">
            RUCK
          </h2>
          <button type="button" aria-label="Close menu" className={iconButtonClass} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <MobileMenuTree menus={menus} loading={loading} />
      </div>
    </dialog>
  );
}
