import { profileRouteDeps } from '@/server/runtime/profile';
import { profileHandlers } from '@/server/account/profile-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { GET, PUT } = answerStoreOutage(profileHandlers(profileRouteDeps));
