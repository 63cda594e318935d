import 'server-only';
import { linePicture, type LinePicture } from '@/lib/orders/line-picture';
import { getProducts } from '@/server/catalogue/reads';
import type { StoredOrder } from '@/server/orders/order';

/**
 * Each order line's product page and picture, from the cached catalogue; null for a line whose
 * product the shop no longer sells (or while the catalogue is out of reach): it is shown unlinked.
 */
export async function linePictures(
  lines: readonly { productId: number | null; colour: string }[],
): Promise<(LinePicture | null)[]> {
  const products = await getProducts();
  if (!products.ok) return lines.map(() => null);
  const byId = new Map(products.data.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = line.productId === null ? undefined : byId.get(line.productId);
    return product ? linePicture(product, line.colour) : null;
  });
}

/** What a stored order's lines are pictured by: the product and the colour the ERP knows. */
export const orderLinePictureKeys = (order: Pick<StoredOrder, 'content'>) =>
  order.content.lines.map((l) => ({ productId: l.id, colour: l.colour }));
