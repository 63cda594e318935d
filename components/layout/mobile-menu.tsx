'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type MouseEvent } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { iconButtonClass } from './header-styles';
import { MobileMenuTree } from './mobile-menu-tree';
import type { NavMenuData } from './nav-data';

export interface MobileMenuProps {
  /** The same data as <NavMenus>; null when the categories failed to load. */
  menus: NavMenuData | null;
  /** For a Suspense fallback: the panel shows 'Loading...' in place of the category lists. */
  loading?: boolean;
}

/** Hamburger (below lg) opening a left slide-in panel; Headless UI traps focus and handles Escape. */
export function MobileMenu({ menus, loading = false }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // Any followed link closes the panel, since client navigation keeps the header mounted.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <>
      <button type="button" aria-label="Open menu" className={`${iconButtonClass} lg:hidden`} onClick={() => setOpen(true)}>
        <MenuIcon />
      </button>
      <Dialog open={open} onClose={setOpen} className="relative z-50 lg:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-black/40 transition-opacity duration-300 data-closed:opacity-0 motion-reduce:transition-none"
        />
        <div className="fixed inset-0 flex">
          <DialogPanel
            transition
            className="flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-300 ease-out data-closed:-translate-x-full motion-reduce:transition-none"
          >
            <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-2">
              <DialogTitle className="px-2 text-lg font-semibold tracking-[0.3em]">RUCK</DialogTitle>
              <button type="button" aria-label="Close menu" className={iconButtonClass} onClick={() => setOpen(false)}>
                <CloseIcon />
              </button>
            </div>
            {/* Delegated on our own element: Headless UI skips merged handlers once next/link has
                called preventDefault, so an onClick on DialogPanel would never run. */}
            <div onClick={closeOnLink}>
              <MobileMenuTree menus={menus} loading={loading} />
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
