import 'server-only';
import type { Result } from '@/lib/result';
import { isMissing } from '@/server/erp/errors';
import type { Binary } from '@/server/erp/http';
import { fetchImage, parseImageRef } from '@/server/erp/images';

// Product, type and carousel images for the /media route, read like every other catalogue read.
// Not kept in the catalogue cache: the bytes are large and the route's Cache-Control already
// lets browsers and Next's image optimizer keep them.

/** `bad_address`: not an image the shop serves; `missing`: the ERP has no such image. */
export type ImageRead = Result<Binary, 'bad_address' | 'missing' | 'unavailable'>;

/** One image by the three segments of its media URL, which come from the browser unchecked. */
export async function readImage(file: string, record: string, attach: string): Promise<ImageRead> {
  const ref = parseImageRef(file, record, attach);
  if (!ref) return { ok: false, error: 'bad_address' };
  const result = await fetchImage(ref);
  if (result.ok) return result;
  return { ok: false, error: isMissing(result.error) ? 'missing' : 'unavailable' };
}
