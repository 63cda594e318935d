'use client';

import { ChevronIcon, StrokeIcon, type IconProps } from '@/components/ui/icons';
import { fill } from '@/lib/i18n/fill';

function PauseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 5.5v13M15 5.5v13" />
    </StrokeIcon>
  );
}

function PlayIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7.5 5.5v13l11-6.5-11-6.5Z" />
    </StrokeIcon>
  );
}

/** The buttons' names in the page's language; goTo has an {index} placeholder. */
export interface ControlLabels {
  pause: string;
  play: string;
  previous: string;
  next: string;
  goTo: string;
}

const ENGLISH_CONTROL_LABELS: ControlLabels = {
  pause: 'Pause slides',
  play: 'Play slides',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {index}',
};

export interface CarouselControlsProps {
  count: number;
  index: number;
  playing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onTogglePlay: () => void;
  labels?: ControlLabels;
}

// Ink on a near-opaque white pill: readable over any photo (WCAG 1.4.11).
const buttonClass =
  'inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink';

/** Pause/play, previous, one dot per slide and next, in one bar at the carousel's foot. */
export function CarouselControls({
  count,
  index,
  playing,
  onPrevious,
  onNext,
  onSelect,
  onTogglePlay,
  labels = ENGLISH_CONTROL_LABELS,
}: CarouselControlsProps) {
  return (
    <div className="absolute inset-x-0 bottom-3 z-20 flex justify-center sm:bottom-5">
      <div className="flex items-center gap-0.5 rounded-full bg-white/90 p-1 shadow-sm">
        <button
          type="button"
          onClick={onTogglePlay}
          aria-label={playing ? labels.pause : labels.play}
          className={buttonClass}
        >
          {playing ? <PauseIcon width={16} height={16} /> : <PlayIcon width={16} height={16} />}
        </button>
        <button type="button" onClick={onPrevious} aria-label={labels.previous} className={buttonClass}>
          <ChevronIcon width={18} height={18} className="rotate-90" />
        </button>
        <ul className="flex items-center">
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              {/* 24 px target (WCAG 2.5.8) around a small dot. */}
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-label={fill(labels.goTo, { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ink"
              >
                <span
                  className="size-2 rounded-full border border-ink group-aria-[current=true]:bg-ink"
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={onNext} aria-label={labels.next} className={buttonClass}>
          <ChevronIcon width={18} height={18} className="-rotate-90" />
        </button>
      </div>
    </div>
  );
}
