import { productOptions } from '@/lib/product-options';
import { loadProduct } from '@/server/catalogue/product-page';
import { errorResponse } from '@/server/http/route-body';

// The quick-add dialog's data: one product's colours, sizes, images, price and stock. Stock is
// cached a minute on the server, so browsers may keep the answer for half that.
export async function GET(_request: Request, { params }: RouteContext<'/api/products/[id]/options'>) {
  const loaded = await loadProduct((await params).id);
  if (!loaded.ok) {
    return loaded.error === 'missing'
      ? errorResponse(404, 'not_found', 'Product Not Found')
      : errorResponse(503, 'unavailable', 'The product could not be loaded', { 'Retry-After': '10' });
  }
  return Response.json(productOptions(loaded.data.product, loaded.data.stock), {
    headers: { 'Cache-Control': 'public, max-age=30' },
  });
}
