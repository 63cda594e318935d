import 'server-only';
import type { MyDataDeps } from '@/server/privacy/my-data-route';
import { readProfile } from '@/server/account/profile-route';
import { listFavourites } from '@/server/erp/favourites';
import { listOrders } from '@/server/erp/orders';
import { MY_DATA_RATE_LIMIT } from '@/server/http/rate-limits';
import { currentUser } from './current-user';
import { profileRouteDeps } from './profile';
import { rateLimiter } from './shared-state';
import { stores } from './stores';

// The app's wiring of "Download my data": the ERP's records, the shop store's rows.

export const myDataDeps: MyDataDeps = {
  user: currentUser,
  limiter: rateLimiter(MY_DATA_RATE_LIMIT),
  readProfile: (user) => readProfile(profileRouteDeps, user),
  listOrders,
  listFavourites,
  shopOrders: (userId) => stores().orders.forUser(userId),
  returns: (userId) => stores().returns.forUser(userId),
  newsletter: (email) => stores().subscribers.statusOf(email),
};
