// Shared by the desktop menus (server) and the mobile menu (client) without pulling either
// component into the other's bundle.
import type { Brand, CategoryGroup } from '@/lib/types';

export interface NavMenuData {
  men: CategoryGroup[];
  women: CategoryGroup[];
  brands: Brand[];
}
