'use client';

import { useTexts } from '@/components/i18n/client-texts-context';
import { lazy, useRef, useState } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { MenuIcon } from '@/components/ui/icons';
import { iconButtonClass } from './header-styles';
import type { NavMenuData } from './nav-data';

// The panel's code loads when the shopper reaches for the menu button, not with every page.
const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(() => loadDialog().then((m) => ({ default: m.MobileMenuDialog })));

export interface MobileMenuProps {
  /** The same data as <NavMenus>; null when the categories failed to load. */
  menus: NavMenuData | null;
  /** While the categories load: the panel shows 'Loading...' in place of the category lists. */
  loading?: boolean;
}

/**
 * Hamburger (below lg) opening a left slide-in panel, a Headless UI dialog (focus trap, inert
 * page behind, Escape) whose code, Headless UI included, loads on the first reach for the button.
 */
export function MobileMenu({ menus, loading = false }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const t = useTexts('layout');
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${iconButtonClass} lg:hidden`}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <MenuIcon />
      </button>
      {open && (
        <LazyPart onFail={() => setOpen(false)}>
          <MobileMenuDialog
            onClose={() => setOpen(false)}
            menus={menus}
            loading={loading}
            returnFocus={trigger}
          />
        </LazyPart>
      )}
    </>
  );
}
