import 'server-only';
import type { CardProduct } from '@/lib/card-product';
import { withShownColours } from '@/lib/i18n/variant-names';
import { parseProductIds } from '@/lib/product-ids';
import { privateError } from '@/server/http/private-json';
import { LANGUAGE_PARAM_REFUSAL } from '@/lib/i18n/locales';
import { languageParam } from '@/server/i18n/translate';

// GET /api/also-like?ids=… (the cart's suggestions) and GET /api/recently-viewed?ids=… (the
// cards of the products this browser opened) → { products: CardProduct[] }. The browser sends
// ids only; which products, their prices and their stock are the server's. The answer is the same
// for everyone who sends the same ids, so shared caches may keep it as briefly as a listing page; a
// Greek page adds lang=el, and its cards' colours come named in Greek (`shown`).

/** Cards for the ids; null when the catalogue cannot be read. */
export type CardsLoader = (ids: readonly number[]) => Promise<CardProduct[] | null>;

export function productCardsHandler(load: CardsLoader) {
  return async function GET(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const ids = parseProductIds(url.searchParams.get('ids'));
    if (!ids.ok) return privateError(400, 'invalid', ids.error);
    const lang = languageParam(url);
    if (!lang) return privateError(400, 'invalid', LANGUAGE_PARAM_REFUSAL);
    const products = await load(ids.data);
    if (!products) {
      return privateError(503, 'unavailable', 'The catalogue cannot be read right now', {
        headers: { 'Retry-After': '30' },
      });
    }
    const cards = products.map((product) => withShownColours(product, lang));
    return Response.json({ products: cards }, { headers: { 'Cache-Control': 'public, max-age=60' } });
  };
}
