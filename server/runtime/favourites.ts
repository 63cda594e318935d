import 'server-only';
import { currentUser } from './current-user';
import { config } from '@/server/config';
import { FAVOURITES_RATE_LIMIT } from '@/server/http/rate-limits';
import { favouritesCache, rateLimiter } from './shared-state';
import { cachedCatalogue } from '@/server/catalogue/whole-catalogue';
import { erpFavouritesAdapter, favouritesService } from '@/server/favourites/favourites';
import type { FavouritesRouteDeps } from '@/server/favourites/favourites-route';

// The app's wiring of the favourites routes: the favourites cache (in process on one node, Redis on
// several: server/runtime/shared-state.ts), the session, the ERP.

export const favourites = favouritesService(erpFavouritesAdapter, favouritesCache);

export const favouritesRouteDeps: FavouritesRouteDeps = {
  user: currentUser,
  favourites,
  catalogue: cachedCatalogue,
  limiter: rateLimiter(FAVOURITES_RATE_LIMIT),
  origin: () => config().siteUrl,
};
