import { favouritesRouteDeps } from '@/server/favourites/app';
import { favouritesHandlers } from '@/server/favourites/favourites-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { GET, POST } = answerStoreOutage(favouritesHandlers(favouritesRouteDeps));
