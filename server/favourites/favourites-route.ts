import 'server-only';
import { z } from 'zod';
import {
  checkWrite,
  notFound,
  readAccountInput,
  requireUser,
  type UserSource,
} from '@/server/account/account-request';
import { privateError, privateJson, unavailable } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import type { CatalogueSource } from '@/server/catalogue/whole-catalogue';
import { favouriteCards } from './catalogue';
import type { FavouritesService } from './favourites';

// GET /api/favourites → { productIds }; POST /api/favourites { productId } → { productIds };
// DELETE /api/favourites/[productId] → { productIds }; GET /api/favourites/products → { products }
// (the wishlist page's cards). The user is always the session's; dependencies are passed in.

export const FAVOURITES_MAX_BODY_BYTES = 1024;
const productId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const addSchema = z.strictObject({ productId: z.number({ error: 'Invalid product' }).int().positive() });

export interface FavouritesRouteDeps {
  user: UserSource;
  favourites: FavouritesService;
  catalogue: CatalogueSource;
  limiter: RateLimiter;
  origin: () => string;
}

const UNKNOWN_PRODUCT = 'This product is not available';

export function favouritesHandlers(deps: FavouritesRouteDeps) {
  async function GET(request: Request): Promise<Response> {
    const user = await requireUser(deps.user);
    if (!user.ok) return user.error;
    const list = await deps.favourites.list(user.data.userId);
    return list.ok ? privateJson({ productIds: list.data }) : unavailable(request);
  }

  async function POST(request: Request): Promise<Response> {
    const checked = await readAccountInput(request, {
      ...deps,
      maxBytes: FAVOURITES_MAX_BODY_BYTES,
      schema: addSchema,
    });
    if (!checked.ok) return checked.error;
    const { user, input } = checked.data;
    const products = await deps.catalogue();
    if (!products) return unavailable(request);
    if (!products.some((p) => p.id === input.productId))
      return privateError(400, 'invalid', UNKNOWN_PRODUCT, { fields: { productId: UNKNOWN_PRODUCT } });
    const list = await deps.favourites.add(user.userId, input.productId);
    return list.ok ? privateJson({ productIds: list.data }) : unavailable(request);
  }

  return { GET, POST };
}

export function favouriteHandlers(deps: FavouritesRouteDeps) {
  async function DELETE(
    request: Request,
    context: { params: Promise<{ productId: string }> },
  ): Promise<Response> {
    const user = await checkWrite(request, deps);
    if (!user.ok) return user.error;
    const id = productId.safeParse((await context.params).productId);
    if (!id.success) return notFound();
    const list = await deps.favourites.remove(user.data.userId, id.data);
    if (list.ok) return privateJson({ productIds: list.data });
    return list.error === 'not_found' ? notFound() : unavailable(request);
  }
  return { DELETE };
}

export function favouriteProductsHandlers(
  deps: Pick<FavouritesRouteDeps, 'user' | 'favourites' | 'catalogue'>,
) {
  async function GET(request: Request): Promise<Response> {
    const user = await requireUser(deps.user);
    if (!user.ok) return user.error;
    const cards = await favouriteCards(deps, user.data.userId);
    if (!cards) return unavailable(request);
    return privateJson({ products: cards });
  }
  return { GET };
}
