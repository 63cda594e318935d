// Which of the shop's stores (lib/site.ts, the one source /stores shows) an ERP pickup point is:
// the store whose town its name carries ('DAKA LIMASSOL - 28 ANEXARTISIAS STREET' → RUCK Limassol).
import { site, type Store } from '@/lib/site';

export function storeOfPickup(name: string): Store | null {
  const upper = name.toUpperCase();
  return site.stores.find((store) => upper.includes(store.city.toUpperCase())) ?? null;
}
