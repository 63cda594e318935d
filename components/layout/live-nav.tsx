'use client';

import { MobileMenu } from './mobile-menu';
import { NavMenus } from './nav-menus';
import { useNavigation } from './use-navigation';

/** MEN / WOMEN / BRANDS with their mega menus, fed by the shared navigation store. */
export function LiveNavMenus() {
  return <NavMenus nav={useNavigation()} />;
}

export function LiveMobileMenu() {
  const nav = useNavigation();
  return <MobileMenu menus={nav.status === 'ready' ? nav.data : null} loading={nav.status === 'loading'} />;
}
