import { favouritesRouteDeps } from '@/server/runtime/favourites';
import { favouritesHandlers } from '@/server/favourites/favourites-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { GET, POST } = answerStoreOutage(favouritesHandlers(favouritesRouteDeps));
