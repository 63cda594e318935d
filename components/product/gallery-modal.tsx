'use client';

import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { ChevronIcon, CloseIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { responsiveImage } from '@/lib/image-url';
import { clampZoom, MAX_ZOOM, pinch, step, toggleAt, UNZOOMED, type ZoomState } from '@/lib/zoom';

export interface GalleryModalProps {
  name: string;
  images: string[];
  start: number;
  onClose: () => void;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-40';
const DOUBLE_TAP_MS = 300;

/**
 * The enlarged gallery in a modal dialog (the page behind is inert, Tab stays inside, Escape
 * closes). Arrow keys change image, + and - zoom; on touch, pinch zooms, a drag pans the
 * zoomed image and a double tap zooms in on that point or back out.
 */
export default function GalleryModal({ name, images, start, onClose }: GalleryModalProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState<ZoomState>(UNZOOMED);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ zoom: ZoomState; distance: number; x: number; y: number } | null>(null);
  const lastTap = useRef(0);
  const lastPointer = useRef('mouse');

  const size = () => ({ w: frame.current?.clientWidth ?? 0, h: frame.current?.clientHeight ?? 0 });
  const go = (i: number) => {
    setIndex((i + images.length) % images.length);
    setZoom(UNZOOMED);
  };
  const zoomBy = (direction: 1 | -1) => {
    const { w, h } = size();
    setZoom((z) => step(z, direction, w, h));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const toggleZoomAt = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setZoom(
      toggleAt(
        zoom,
        event.clientX - rect.left - rect.width / 2,
        event.clientY - rect.top - rect.height / 2,
        rect.width,
        rect.height,
      ),
    );
  };
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    lastPointer.current = event.pointerType;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { zoom, distance: distance(), x: event.clientX, y: event.clientY };
    if (pointers.current.size === 1 && event.pointerType !== 'mouse') {
      const now = event.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        toggleZoomAt(event);
        lastTap.current = 0;
      } else lastTap.current = now;
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { w, h } = size();
    const start = gesture.current;
    if (pointers.current.size >= 2) setZoom(pinch(start.zoom, start.distance, distance(), w, h));
    else if (start.zoom.scale > 1) {
      setZoom(
        clampZoom(
          {
            ...start.zoom,
            x: start.zoom.x + event.clientX - start.x,
            y: start.zoom.y + event.clientY - start.y,
          },
          w,
          h,
        ),
      );
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    const [rest] = [...pointers.current.values()];
    // One finger left after a pinch: it pans on from where it is now.
    gesture.current = rest ? { zoom, distance: 0, x: rest.x, y: rest.y } : null;
  };
  // Touch double taps are caught in onPointerDown; a browser may also report them as dblclick.
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (lastPointer.current === 'mouse') toggleZoomAt(event);
  };

  const image = responsiveImage(images[index]);
  return (
    <ModalDialog
      onClose={onClose}
      aria-label={`${name}: image ${index + 1} of ${images.length}`}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col bg-white p-0 backdrop:bg-black/60 open:flex"
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
            disabled={zoom.scale <= 1}
            aria-label="Zoom out"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              −
            </span>
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => zoomBy(1)}
            disabled={zoom.scale >= MAX_ZOOM}
            aria-label="Zoom in"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              +
            </span>
          </button>
          <button type="button" className={controlClass} onClick={onClose} aria-label="Close" autoFocus>
            <CloseIcon />
          </button>
        </div>
      </div>
      <div
        ref={frame}
        className="relative min-h-0 flex-1 touch-none overflow-hidden select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={onDoubleClick}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- same optimised files as the page */}
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="100vw"
          alt={`${name}, image ${index + 1} of ${images.length}`}
          draggable={false}
          className="absolute inset-0 size-full object-contain"
          style={{
            transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
            cursor: zoom.scale > 1 ? 'grab' : 'zoom-in',
          }}
        />
      </div>
      {images.length > 1 && (
        <div className="flex shrink-0 items-center justify-center gap-4 py-3">
          <button
            type="button"
            className={controlClass}
            onClick={() => go(index - 1)}
            aria-label="Previous image"
          >
            <ChevronIcon className="rotate-90" />
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => go(index + 1)}
            aria-label="Next image"
          >
            <ChevronIcon className="-rotate-90" />
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
