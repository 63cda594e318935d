import 'server-only';
import { config } from '@/server/config';
import {
  findCustomerByEmail,
  readAddress,
  readCustomer,
  updateAddress,
  updateProfile,
} from '@/server/erp/people';
import { PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT, PROFILE_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from './shared-state';
import { stores } from './stores';
import { currentUser, signIn } from './current-user';
import { appNotices } from './notices';
import type { ProfileRouteDeps } from '@/server/account/profile-route';

// The app's wiring of the profile and address routes.

export const profileRouteDeps: ProfileRouteDeps = {
  user: currentUser,
  limiter: rateLimiter(PROFILE_RATE_LIMIT),
  origin: () => config().siteUrl,
  erp: { readCustomer, readAddress, findCustomerByEmail, updateProfile, updateAddress },
  refreshSession: async (user) => void (await signIn(user)),
  emailChange: {
    passwordLimiter: rateLimiter(PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT),
    changes: () => stores().emailChanges,
    notices: appNotices,
    siteUrl: () => config().siteUrl,
  },
};
