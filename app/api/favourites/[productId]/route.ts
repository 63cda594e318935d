import { favouritesRouteDeps } from '@/server/runtime/favourites';
import { favouriteHandlers } from '@/server/favourites/favourites-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { DELETE } = answerStoreOutage(favouriteHandlers(favouritesRouteDeps));
