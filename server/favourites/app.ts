import 'server-only';
import { currentUser } from '@/server/account/current-user';
import { config } from '@/server/config';
import { FAVOURITES_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/http/sqlite-rate-limiter';
import { memoryFavouritesCache } from './cache';
import { cachedCatalogue } from './catalogue';
import { erpFavouritesAdapter, favouritesService } from './favourites';
import type { FavouritesRouteDeps } from './favourites-route';

// The app's wiring of the favourites routes: one in-process cache, the session, the ERP.

export const favourites = favouritesService(erpFavouritesAdapter, memoryFavouritesCache());

export const favouritesRouteDeps: FavouritesRouteDeps = {
  user: currentUser,
  favourites,
  catalogue: cachedCatalogue,
  limiter: rateLimiter(FAVOURITES_RATE_LIMIT),
  origin: () => config().siteUrl,
};
