'use client';

import { useTexts } from '@/components/i18n/client-texts-context';
import { CloseIcon } from '@/components/ui/icons';
import { ModalDialog, ModalTitle, type ReturnFocus } from '@/components/ui/modal-dialog';
import { iconButtonClass } from './header-styles';
import { MobileMenuTree } from './mobile-menu-tree';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import type { NavMenuData } from './nav-data';

export interface MobileMenuDialogProps {
  onClose: () => void;
  menus: NavMenuData | null;
  loading: boolean;
  returnFocus: ReturnFocus;
}

/** The slide-in panel: a modal dialog with the menu tree, the whole width of a phone (no sliver of page beside it). */
export function MobileMenuDialog({ onClose, menus, loading, returnFocus }: MobileMenuDialogProps) {
  const t = useTexts('layout');
  return (
    <ModalDialog
      onClose={onClose}
      returnFocus={returnFocus}
      placement="justify-start lg:hidden"
      className="flex h-dvh w-full animate-slide-in-left flex-col overflow-y-auto bg-white shadow-xl motion-reduce:animate-none sm:max-w-sm"
    >
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-2">
        <ModalTitle className="px-2 text-lg font-semibold tracking-[0.3em]">RUCK</ModalTitle>
        <button type="button" aria-label={t.closeMenu} className={iconButtonClass} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <MobileMenuTree menus={menus} loading={loading} />
      <div className="mt-auto border-t border-line px-4 py-3">
        <LanguageSwitch className="focus-ring inline-flex min-h-11 items-center rounded-sm text-sm font-medium text-ink underline-offset-4 hover:underline" />
      </div>
    </ModalDialog>
  );
}
