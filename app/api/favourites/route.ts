import { favouritesRouteDeps } from '@/server/favourites/app';
import { favouritesHandlers } from '@/server/favourites/favourites-route';

export const { GET, POST } = favouritesHandlers(favouritesRouteDeps);
