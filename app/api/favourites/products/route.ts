import { favouritesRouteDeps } from '@/server/favourites/app';
import { favouriteProductsHandlers } from '@/server/favourites/favourites-route';

export const { GET } = favouriteProductsHandlers(favouritesRouteDeps);
