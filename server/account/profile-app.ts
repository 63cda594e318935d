import 'server-only';
import { config } from '@/server/config';
import {
  findCustomerByEmail,
  readAddress,
  readCustomer,
  updateAddress,
  updateEmail,
  updateProfile,
} from '@/server/erp/people';
import { PROFILE_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { currentUser, signIn } from './current-user';
import type { ProfileRouteDeps } from './profile-route';

// The app's wiring of the profile and address routes.

export const profileRouteDeps: ProfileRouteDeps = {
  user: currentUser,
  limiter: rateLimiter(PROFILE_RATE_LIMIT),
  origin: () => config().siteUrl,
  erp: { readCustomer, readAddress, findCustomerByEmail, updateProfile, updateEmail, updateAddress },
  refreshSession: async (user) => void (await signIn(user)),
};
