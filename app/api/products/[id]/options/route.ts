import { productOptions } from '@/lib/product-options';
import { loadProduct } from '@/server/catalogue/product-page';
import { withShownColours } from '@/lib/i18n/variant-names';
import { LANGUAGE_PARAM_REFUSAL } from '@/lib/i18n/locales';
import { languageParam } from '@/server/i18n/translate';
import { errorResponse } from '@/server/http/route-body';

// The quick-add dialog's data: one product's colours, sizes, images, price and stock. Stock is
// cached a minute on the server, so browsers may keep the answer for half that. A Greek page asks
// with lang=el for the colours' Greek names: the language is part of the cached address.
export async function GET(request: Request, { params }: RouteContext<'/api/products/[id]/options'>) {
  const lang = languageParam(new URL(request.url));
  if (!lang) return errorResponse(400, 'bad_request', LANGUAGE_PARAM_REFUSAL);
  const loaded = await loadProduct((await params).id);
  if (!loaded.ok) {
    return loaded.error === 'missing'
      ? errorResponse(404, 'not_found', 'Product Not Found')
      : errorResponse(503, 'unavailable', 'The product could not be loaded', { 'Retry-After': '10' });
  }
  return Response.json(withShownColours(productOptions(loaded.data.product, loaded.data.stock), lang), {
    headers: { 'Cache-Control': 'public, max-age=30' },
  });
}
