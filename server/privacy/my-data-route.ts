import 'server-only';
import { languageOf } from '@/server/i18n/translate';
import { MESSAGES } from '@/messages';
import type { Favourite, Order } from '@/lib/account/types';
import type { ErpResult } from '@/server/erp/errors';
import { PRIVATE, rateLimited, unavailable } from '@/server/http/private-json';
import type { StoredOrder } from '@/server/orders/order';
import type { UserReturnRequest } from '@/server/returns/store';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import type { NewsletterStatus } from '@/server/store/newsletter-subscribers';
import { notFound, requireUser, type UserSource } from '@/server/account/account-request';
import { buildMyData, myDataFileName } from './my-data';
import type { ProfileView } from '@/server/account/profile-route';
import type { SessionUser } from '@/server/account/session';

// GET /api/account/data → the signed-in customer's data as a JSON download (GDPR Art. 15 and 20),
// built by ./my-data.ts from the ERP's records and the shop's store. The customer is the session's
// (a revoked or forged cookie is a guest: 401); every read is by that id, or by the email the ERP
// holds for it, never by anything the request names. A plain GET, so a link downloads it.

export interface MyDataDeps {
  user: UserSource;
  limiter: RateLimiter;
  now?: () => Date;
  readProfile: (user: SessionUser) => Promise<ErpResult<ProfileView>>;
  listOrders: (peopleId: number) => Promise<ErpResult<Order[]>>;
  listFavourites: (peopleId: number) => Promise<ErpResult<Favourite[]>>;
  shopOrders: (userId: number) => Promise<StoredOrder[]>;
  returns: (userId: number) => Promise<UserReturnRequest[]>;
  newsletter: (email: string) => Promise<NewsletterStatus | null>;
}

export function myDataHandler(deps: MyDataDeps) {
  return async function GET(request: Request): Promise<Response> {
    const found = await requireUser(deps.user, request);
    if (!found.ok) return found.error;
    const user = found.data;
    const verdict = await deps.limiter.consume(`user:${user.userId}`);
    if (!verdict.ok)
      return rateLimited(verdict, request, { userId: user.userId, reason: deps.limiter.rule.name });
    const [profile, orders, favourites, shopOrders, returns] = await Promise.all([
      deps.readProfile(user),
      deps.listOrders(user.userId),
      deps.listFavourites(user.userId),
      deps.shopOrders(user.userId),
      deps.returns(user.userId),
    ]);
    if (!profile.ok)
      return profile.error.kind === 'not_found'
        ? notFound(MESSAGES[languageOf(request)].account.accountNotFound)
        : unavailable(request);
    if (!orders.ok || !favourites.ok) return unavailable(request);
    const newsletter = await deps.newsletter(profile.data.profile.email);
    const now = deps.now?.() ?? new Date();
    const data = buildMyData(
      {
        profile: profile.data,
        orders: orders.data,
        favourites: favourites.data,
        shopOrders,
        returns,
        newsletter,
      },
      now,
    );
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        ...PRIVATE,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${myDataFileName(now)}"`,
      },
    });
  };
}
