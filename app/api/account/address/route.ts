import { profileRouteDeps } from '@/server/runtime/profile';
import { addressHandlers } from '@/server/account/profile-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { PUT } = answerStoreOutage(addressHandlers(profileRouteDeps));
