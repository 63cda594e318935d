import { favouritesRouteDeps } from '@/server/runtime/favourites';
import { favouriteProductsHandlers } from '@/server/favourites/favourites-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { GET } = answerStoreOutage(favouriteProductsHandlers(favouritesRouteDeps));
