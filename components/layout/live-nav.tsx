'use client';

import { MegaMenuItem } from './mega-menu-item';
import { MobileMenu } from './mobile-menu';
import { NAV_ERROR_TEXT, NAV_LOADING_TEXT } from './nav-data';
import { NavMenus } from './nav-menus';
import { useNavigation } from './use-navigation';

const ITEMS = [
  { id: 'men', label: 'MEN', href: '/men' },
  { id: 'women', label: 'WOMEN', href: '/women' },
  { id: 'brands', label: 'BRANDS', href: '/brands' },
] as const;

/** MEN / WOMEN / BRANDS with their mega menus; until the categories arrive a panel says so. */
export function LiveNavMenus() {
  const nav = useNavigation();
  if (nav.status === 'ready') return <NavMenus {...nav.data} />;
  return ITEMS.map((item) => (
    <MegaMenuItem key={item.id} {...item}>
      <p role="status" className="mx-auto max-w-screen-xl px-8 py-8 text-sm text-muted">
        {nav.status === 'loading' ? NAV_LOADING_TEXT : NAV_ERROR_TEXT}
      </p>
    </MegaMenuItem>
  ));
}

export function LiveMobileMenu() {
  const nav = useNavigation();
  return <MobileMenu menus={nav.status === 'ready' ? nav.data : null} loading={nav.status === 'loading'} />;
}
