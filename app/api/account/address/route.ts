import { profileRouteDeps } from '@/server/account/profile-app';
import { addressHandlers } from '@/server/account/profile-route';
import { answerStoreOutage } from '@/server/http/store-outage';

export const { PUT } = answerStoreOutage(addressHandlers(profileRouteDeps));
