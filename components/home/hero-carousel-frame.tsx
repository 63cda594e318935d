'use client';

import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { CAROUSEL_ADVANCE_MS, CAROUSEL_LOCK_MS } from '@/lib/constants';
import { fill } from '@/lib/i18n/fill';
import { CarouselControls, type ControlLabels } from './carousel-controls';

/** The carousel's words in the page's language, passed in by the server (no message lookup here). */
export interface CarouselLabels extends ControlLabels {
  label: string;
  /** '{index} of {count}' */
  slideOf: string;
}

export const ENGLISH_CAROUSEL_LABELS: CarouselLabels = {
  label: 'Highlights',
  slideOf: '{index} of {count}',
  pause: 'Pause slides',
  play: 'Play slides',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {index}',
};

export interface HeroCarouselFrameProps {
  /** Each slide's content, rendered on the server. */
  slides: ReactNode[];
  className: string;
  /** Overrides the region's name. */
  label?: string;
  labels?: CarouselLabels;
}

/**
 * Rotation and controls for the hero (WAI-ARIA APG carousel): auto-advances every 6 s and wraps,
 * ignores moves for 500 ms after each one, pauses while hovered or focused, starts paused under
 * prefers-reduced-motion, and has a visible pause/play button (WCAG 2.2.2).
 */
export function HeroCarouselFrame({
  slides,
  className,
  labels = ENGLISH_CAROUSEL_LABELS,
  label = labels.label,
}: HeroCarouselFrameProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  /** The visitor's pause/play choice; until they make one, reduced motion decides. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const locked = useRef(false);
  const lockTimer = useRef<number | undefined>(undefined);

  const playing = playChoice ?? !reducedMotion;
  const rotating = count > 1 && playing && !hovered && !focused;

  const goTo = (target: number) => {
    const next = ((target % count) + count) % count;
    if (locked.current || next === index) return;
    locked.current = true;
    window.clearTimeout(lockTimer.current);
    lockTimer.current = window.setTimeout(() => {
      locked.current = false;
    }, CAROUSEL_LOCK_MS);
    setIndex(next);
  };

  // One timer per shown slide: any move, pause or resume starts the 6 s afresh.
  const advance = useEffectEvent(() => goTo(index + 1));
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(advance, CAROUSEL_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index]);
  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  // Play is an explicit request: it overrides the hover and focus pauses it happens inside of (APG).
  const togglePlay = () => {
    if (!playing) {
      setHovered(false);
      setFocused(false);
    }
    setPlayChoice(!playing);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      // Mouse only: a tap on a phone must not leave the carousel paused as if hovered.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announce slide changes only while not rotating on its own (APG). */}
      <div aria-live={rotating ? 'off' : 'polite'} className="absolute inset-0">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideOf, { index: i + 1, count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active || undefined}
              className={`absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none ${active ? 'z-10 opacity-100' : 'opacity-0'}`}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {hydrated && count > 1 && (
        <CarouselControls
          count={count}
          index={index}
          playing={playing}
          onPrevious={() => goTo(index - 1)}
          onNext={() => goTo(index + 1)}
          onSelect={goTo}
          onTogglePlay={togglePlay}
          labels={labels}
        />
      )}
    </div>
  );
}
