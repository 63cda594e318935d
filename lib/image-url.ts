// Responsive image URLs served by Next's built-in optimizer (/_next/image), which resizes and
// re-encodes (AVIF/WebP) on the server. Every width must be one next.config.ts allows.

export const IMAGE_WIDTHS = [256, 384, 640, 828, 1080, 1280, 1600] as const;
const FALLBACK_WIDTH = 828;
const QUALITY = 75;

export function optimisedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/** `src` for browsers that ignore srcset, and the srcset the browser picks from with `sizes`. */
export function responsiveImage(src: string): { src: string; srcSet: string } {
  return {
    src: optimisedImageUrl(src, FALLBACK_WIDTH),
    srcSet: IMAGE_WIDTHS.map((w) => `${optimisedImageUrl(src, w)} ${w}w`).join(', '),
  };
}
