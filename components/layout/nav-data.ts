// Shared by the desktop menus (server) and the mobile menu (client) without pulling either
// component into the other's bundle.
import type { Brand, CategoryGroup } from '@/lib/types';

export interface NavMenuData {
  men: CategoryGroup[];
  women: CategoryGroup[];
  brands: Brand[];
}

export const NAV_LOADING_TEXT = 'Loading...';
export const NAV_ERROR_TEXT = 'Failed to load categories';
