// The /generate-images tool (spec section 5): names `product_colour_index.extension` for index 1
// to count, each checked against the pattern the shop uses to accept item images (lib/image-name).
import type { Result } from './result';
import { isItemImageName } from './image-name';

export const FILENAME_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

export const FILENAME_MESSAGES = {
  productRequired: 'Product code is required.',
  colourAlphanumeric: 'Color code must be alphanumeric.',
  countMin: 'Number of images must be 1 or more.',
  patternMismatch: 'Error: One or more generated filenames do not match the expected pattern.',
} as const;

/** The tool caps the list so a typo such as 1000000 cannot freeze the page. */
export const FILENAME_MAX_COUNT = 100;

export interface FilenameRequest {
  product: string;
  colour: string;
  /** As typed: the spec falls back to 1 for non-numeric input. */
  count: string;
  extension: string;
}

export type FilenameField = 'product' | 'colour' | 'count';
/** Field messages, or the pattern message when every field was valid but a name was not. */
export type FilenameErrors = { fields: Partial<Record<FilenameField, string>>; patternError?: string };
export type FilenameResult = Result<string[], FilenameErrors>;

/** Spec: non-numeric input falls back to 1 ('abc' → 1, '3' → 3, '0' → 0, '2.5' → 2). */
export function parseImageCount(raw: string): number {
  const n = Number.parseInt(raw.trim(), 10);
  return Number.isNaN(n) ? 1 : n;
}

export function generateFilenames(request: FilenameRequest): FilenameResult {
  const product = request.product.trim();
  const colour = request.colour.trim();
  const count = parseImageCount(request.count);
  const errors: Partial<Record<FilenameField, string>> = {};
  if (product === '') errors.product = FILENAME_MESSAGES.productRequired;
  if (!/^[A-Za-z0-9]+$/.test(colour)) errors.colour = FILENAME_MESSAGES.colourAlphanumeric;
  if (count < 1) errors.count = FILENAME_MESSAGES.countMin;
  else if (count > FILENAME_MAX_COUNT)
    errors.count = `Number of images must be ${FILENAME_MAX_COUNT} or fewer.`;
  if (Object.keys(errors).length) return { ok: false, error: { fields: errors } };

  const names = Array.from({ length: count }, (_, i) => `${product}_${colour}_${i + 1}.${request.extension}`);
  // The extension comes from a select, but the page cannot trust that: every name must be one the
  // shop will accept as an item image, or none is shown.
  if (!names.every((name) => isItemImageName(name, product))) {
    return { ok: false, error: { fields: {}, patternError: FILENAME_MESSAGES.patternMismatch } };
  }
  return { ok: true, data: names };
}
