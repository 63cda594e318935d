'use client';

import {
  useRef,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { createStore } from '@/lib/store';
import { Link } from '@/components/ui/link';
import { navLinkClass } from './header-styles';
import { useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';

// One open mega menu across the header. A module store rather than a context, so the items
// (which may sit inside different Suspense boundaries) need no provider.
const openId = createStore<string | null>(null);
const noSubscribe = () => () => {};

export interface MegaMenuItemProps {
  id: string;
  label: string;
  href: string;
  /** The panel's links, rendered on the server so they are in the HTML for crawlers. */
  children: ReactNode;
}

export function MegaMenuItem({ id, label, href, children }: MegaMenuItemProps) {
  const t = useTexts('layout');
  const open = useSyncExternalStore(
    openId.subscribe,
    () => openId.get() === id,
    () => false,
  );
  const enhanced = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `mega-${id}-panel`;
  const close = () => {
    if (openId.get() === id) openId.set(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    buttonRef.current?.focus({ preventScroll: true });
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  // A client-side navigation keeps the header mounted, so a clicked link must close its menu.
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <li
      className="group/mega flex items-stretch"
      data-testid={`mega-${id}`}
      data-enhanced={enhanced || undefined}
      data-open={open || undefined}
      onMouseEnter={() => openId.set(id)}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClick={onClick}
    >
      <Link href={href} className={`${navLinkClass} pr-1 xl:pr-1`}>
        {label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={fill(t.submenu, { label })}
        onClick={() => openId.set(open ? null : id)}
        className="menu-toggle"
      >
        <ChevronIcon
          width={14}
          height={14}
          className="transition-transform group-data-open/mega:rotate-180 motion-reduce:transition-none"
        />
      </button>
      <div id={panelId} className="mega-panel" data-mega-panel>
        {children}
      </div>
    </li>
  );
}
