import { favouritesRouteDeps } from '@/server/favourites/app';
import { favouriteHandlers } from '@/server/favourites/favourites-route';

export const { DELETE } = favouriteHandlers(favouritesRouteDeps);
