'use client';

import { useState, type KeyboardEvent } from 'react';
import { Keyboard, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperCore } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/zoom';
import { ChevronIcon, CloseIcon } from '@/components/ui/icons';
import { ModalDialog, type ReturnFocus } from '@/components/ui/modal-dialog';
import { responsiveImage } from '@/lib/image-url';
import { useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';

export interface GalleryModalProps {
  name: string;
  images: string[];
  start: number;
  onClose: () => void;
  /** The image button that opened it. */
  returnFocus: ReturnFocus;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink aria-disabled:opacity-40';
const MAX_ZOOM = 4;
const ZOOM_STEP = 2;

/**
 * The enlarged gallery in a modal dialog, a swiper with its Zoom module: arrow keys and swipes
 * change image (wrapping round), pinch and double tap zoom, a drag pans the zoomed image, and
 * + and - step the zoom. Loaded, with swiper and its CSS, only when a shopper enlarges an image.
 */
export default function GalleryModal({ name, images, start, onClose, returnFocus }: GalleryModalProps) {
  const t = useTexts('product');
  const [swiper, setSwiper] = useState<SwiperCore | null>(null);
  const [index, setIndex] = useState(start);
  const [scale, setScale] = useState(1);

  // At either end the button says so (aria-disabled) and does nothing, but keeps its focus: a
  // disabled button would drop the keyboard user's focus to the page.
  const atEnd = (direction: 1 | -1) => (direction > 0 ? scale >= MAX_ZOOM : scale <= 1);
  const zoomBy = (direction: 1 | -1) => {
    if (!swiper || atEnd(direction)) return;
    const next = direction > 0 ? Math.min(MAX_ZOOM, scale * ZOOM_STEP) : scale / ZOOM_STEP;
    if (next <= 1) return swiper.zoom.out();
    // Swiper's zoom.in(ratio) from 1 without a touch aims at the frame's top left corner; from a
    // scale just above 1 it keeps the centre where it is, so the first step starts there.
    if (swiper.zoom.scale === 1) swiper.zoom.in(1.001);
    swiper.zoom.in(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = event.key === '+' || event.key === '=' ? 1 : event.key === '-' ? -1 : 0;
    if (!direction) return;
    event.preventDefault();
    zoomBy(direction);
  };

  return (
    <ModalDialog
      onClose={onClose}
      returnFocus={returnFocus}
      aria-label={fill(t.modalImage, { name, n: index + 1, count: images.length })}
      onKeyDown={onKeyDown}
      placement=""
      backdrop="bg-black/60"
      className="flex h-dvh w-full flex-col bg-white"
      data-testid="gallery-modal"
    >
      <div className="flex shrink-0 items-center justify-between gap-2 border-b border-line px-3 py-2">
        <p className="text-sm tabular-nums" aria-live="polite">
          {index + 1} / {images.length}
        </p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={controlClass}
            onClick={() => zoomBy(-1)}
            aria-disabled={atEnd(-1)}
            aria-label={t.zoomOut}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              −
            </span>
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => zoomBy(1)}
            aria-disabled={atEnd(1)}
            aria-label={t.zoomIn}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              +
            </span>
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={onClose}
            aria-label={t.close}
            data-autofocus
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <Swiper
        modules={[Zoom, Keyboard]}
        zoom={{ maxRatio: MAX_ZOOM }}
        keyboard
        rewind
        initialSlide={start}
        onSwiper={setSwiper}
        onSlideChange={(s) => {
          setIndex(s.activeIndex);
          setScale(1);
        }}
        onZoomChange={(_s, value) => setScale(value)}
        className="min-h-0 w-full flex-1"
      >
        {images.map((url, i) => {
          const image = responsiveImage(url);
          // Only the shown image is in the accessibility tree and the Tab order.
          const hidden = i !== index;
          return (
            <SwiperSlide key={url} aria-hidden={hidden || undefined} inert={hidden}>
              <div className="swiper-zoom-container">
                {/* eslint-disable-next-line @next/next/no-img-element -- same optimised files as the page */}
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="100vw"
                  alt={`${name}, image ${i + 1} of ${images.length}`}
                  loading={i === start ? 'eager' : 'lazy'}
                  draggable={false}
                  className="size-full object-contain"
                />
              </div>
            </SwiperSlide>
          );
        })}
      </Swiper>
      {images.length > 1 && (
        <div className="flex shrink-0 items-center justify-center gap-4 py-3">
          <button
            type="button"
            className={controlClass}
            onClick={() => swiper?.slidePrev()}
            aria-label={t.previousImage}
          >
            <ChevronIcon className="rotate-90" />
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => swiper?.slideNext()}
            aria-label={t.nextImage}
          >
            <ChevronIcon className="-rotate-90" />
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
