'use client';

import { lazy } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { iconButtonClass } from '@/components/layout/header-styles';
import { useHeaderMenu } from '@/components/layout/use-header-menu';
import { UserIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/components/ui/link';
import { useTexts } from '@/components/i18n/client-texts-context';

// The panel (and with it the forms and their zod/mini schemas) loads when the shopper reaches for
// the account button (hover, focus or first open), never with a browsing page's first load.
const loadPanel = () => import('./account-menu-panel');
const AccountMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.AccountMenuPanel })));

/**
 * The header's account menu: signed out a Login ↔ Create Account panel, signed in 'Hello, {name}'
 * with the account links and Log Out. Before hydration (and without JavaScript) a link to /account.
 */
export function AccountMenu() {
  const t = useTexts('account');
  const hydrated = useHydrated();
  const { open, setOpen, rootProps, buttonProps, panelProps } = useHeaderMenu();

  if (!hydrated) {
    return (
      <Link href="/account" aria-label={t.account} className={iconButtonClass}>
        <UserIcon />
      </Link>
    );
  }

  return (
    // Static below lg: the panel then spans the header's width on a phone, not just the icon's.
    <div {...rootProps} className="lg:relative">
      <button
        {...buttonProps}
        aria-label={t.account}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={iconButtonClass}
      >
        <UserIcon />
      </button>
      <div {...panelProps} className="menu-panel">
        {open && (
          <LazyPart
            onFail={() => setOpen(false)}
            fallback={<p className="text-sm text-muted">{t.loading}</p>}
          >
            <AccountMenuPanel onDone={() => setOpen(false)} />
          </LazyPart>
        )}
      </div>
    </div>
  );
}
