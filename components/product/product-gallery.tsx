'use client';

import { lazy, useRef, useState } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { FillImage } from '@/components/ui/fill-image';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { imagesOf } from '@/lib/product-options';
import { useSelectedColour } from './selected-colour';
import { useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';

// The enlarge modal loads on first use: most visitors never open it.
const GalleryModal = lazy(() => import('./gallery-modal'));

export interface ProductGalleryProps {
  productId: number;
  name: string;
  /** Image URLs per colour code, in file-number order. */
  imagesByColour: Record<string, string[]>;
  /** The colour code shown until the shopper picks one. */
  initialColour: string;
}

const MAIN_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw';

/** The gallery of the chosen colour: it follows the colour picker. */
export function ProductGallery({ productId, name, imagesByColour, initialColour }: ProductGalleryProps) {
  const colour = useSelectedColour(productId, initialColour);
  const images = imagesOf({ imagesByColour }, colour);
  // A new colour starts a fresh gallery at its first image.
  return <ColourGallery key={colour} name={name} images={images} />;
}

function ColourGallery({ name, images }: { name: string; images: string[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const enlarger = useRef<HTMLElement | null>(null);
  const t = useTexts('product');
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const reducedMotion = useReducedMotion();
  if (images.length === 0) return <div className="aspect-4/5 bg-neutral-100" />;

  const show = (i: number) => {
    const el = strip.current;
    el?.scrollTo({ left: i * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    setIndex(i);
  };
  // Swipes on phones scroll the strip; the dots and thumbnails follow where it comes to rest.
  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <div
      className={images.length > 1 ? 'lg:grid lg:grid-cols-[4.5rem_1fr] lg:items-start lg:gap-3' : undefined}
      data-testid="product-gallery"
    >
      {images.length > 1 && (
        <ul className="hidden lg:flex lg:flex-col lg:gap-2" aria-label={t.imageThumbnails}>
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={fill(t.showImage, { n: i + 1, count: images.length })}
                aria-current={i === index ? 'true' : undefined}
                className="relative block aspect-4/5 w-full overflow-hidden bg-neutral-100 ring-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink aria-current:ring-2"
              >
                <FillImage src={url} alt="" sizes="72px" maxWidth={256} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <ul
          ref={strip}
          onScroll={onScroll}
          aria-label={fill(t.productImages, { name })}
          className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto"
        >
          {images.map((url, i) => (
            <li
              key={url}
              className="relative aspect-4/5 w-full shrink-0 snap-center overflow-hidden bg-neutral-100"
            >
              <button
                type="button"
                onClick={(event) => {
                  enlarger.current = event.currentTarget;
                  setEnlarged(i);
                }}
                aria-label={fill(t.enlargeImage, { n: i + 1, count: images.length })}
                className="absolute inset-0 cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ink"
              >
                <FillImage
                  src={url}
                  alt={i === 0 ? name : ''}
                  sizes={MAIN_SIZES}
                  priority={i === 0}
                  className="object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
        {images.length > 1 && (
          <ol className="mt-3 flex justify-center lg:hidden" aria-label={t.chooseImage}>
            {images.map((url, i) => (
              <li key={url}>
                <button
                  type="button"
                  onClick={() => show(i)}
                  aria-label={fill(t.imageOf, { n: i + 1, count: images.length })}
                  aria-current={i === index ? 'true' : undefined}
                  className="group inline-flex size-6 items-center justify-center focus-visible:outline-2 focus-visible:outline-ink"
                >
                  <span
                    aria-hidden="true"
                    className="size-2 rounded-full bg-neutral-300 group-aria-current:bg-ink"
                  />
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
      {enlarged !== null && (
        <LazyPart onFail={() => setEnlarged(null)}>
          <GalleryModal
            name={name}
            images={images}
            start={enlarged}
            onClose={() => setEnlarged(null)}
            returnFocus={enlarger}
          />
        </LazyPart>
      )}
    </div>
  );
}
