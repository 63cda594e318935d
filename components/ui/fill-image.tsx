import { responsiveImage } from '@/lib/image-url';

export interface FillImageProps {
  src: string;
  alt: string;
  /** Which width the image takes at each breakpoint, as for <img sizes>. */
  sizes: string;
  /** The LCP candidate: loads eagerly with high fetch priority; every other image is lazy. */
  priority?: boolean;
  className?: string;
  /** The widest file worth offering (see responsiveImage). */
  maxWidth?: number;
}

/**
 * An image filling its positioned, fixed-aspect box. A plain server-rendered <img srcset> over
 * Next's optimizer: the same resized files as next/image without its client component, which
 * would add ~8 KiB of JavaScript to every page that shows a picture.
 */
export function FillImage({ src, alt, sizes, priority = false, className = '', maxWidth }: FillImageProps) {
  const image = responsiveImage(src, maxWidth);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: no client image component
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={`absolute inset-0 size-full ${className}`}
    />
  );
}
