import 'server-only';
import { currentUser } from '@/server/account/current-user';
import { config } from '@/server/config';
import { FAVOURITES_RATE_LIMIT } from '@/server/http/rate-limits';
import { favouritesCache, rateLimiter } from '@/server/shared/shared-state';
import { cachedCatalogue } from './catalogue';
import { erpFavouritesAdapter, favouritesService } from './favourites';
import type { FavouritesRouteDeps } from './favourites-route';

// The app's wiring of the favourites routes: the favourites cache (in process on one node, Redis on
// several: server/shared/shared-state.ts), the session, the ERP.

export const favourites = favouritesService(erpFavouritesAdapter, favouritesCache);

export const favouritesRouteDeps: FavouritesRouteDeps = {
  user: currentUser,
  favourites,
  catalogue: cachedCatalogue,
  limiter: rateLimiter(FAVOURITES_RATE_LIMIT),
  origin: () => config().siteUrl,
};
