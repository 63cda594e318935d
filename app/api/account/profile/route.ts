import { profileRouteDeps } from '@/server/account/profile-app';
import { profileHandlers } from '@/server/account/profile-route';

export const { GET, PUT } = profileHandlers(profileRouteDeps);
