import { profileRouteDeps } from '@/server/account/profile-app';
import { addressHandlers } from '@/server/account/profile-route';

export const { PUT } = addressHandlers(profileRouteDeps);
