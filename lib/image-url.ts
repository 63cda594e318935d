// Responsive image URLs served by Next's built-in optimizer (/_next/image), which resizes and
// re-encodes (AVIF/WebP) on the server. Every width must be one next.config.ts allows.

export const IMAGE_WIDTHS = [256, 384, 640, 828, 1080, 1280, 1600] as const;
const FALLBACK_WIDTH = 828;
/** The one quality the shop asks for; next.config.ts's images.qualities allows no other. */
export const IMAGE_QUALITY = 75;

export function optimisedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/**
 * `src` for browsers that ignore srcset, and the srcset the browser picks from with `sizes`.
 * `maxWidth` leaves out the widths an image never shows at (each is a long URL in the HTML).
 */
export function responsiveImage(src: string, maxWidth = Infinity): { src: string; srcSet: string } {
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  return {
    src: optimisedImageUrl(src, Math.min(FALLBACK_WIDTH, widths.at(-1) ?? FALLBACK_WIDTH)),
    srcSet: widths.map((w) => `${optimisedImageUrl(src, w)} ${w}w`).join(', '),
  };
}
