'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { focusRing } from './listing-links';

const DESKTOP = '(min-width: 64rem)';

export interface FilterDisclosureProps {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * On phones the filters fold behind a `<details>` disclosure (no JavaScript needed); from lg they
 * are a sidebar that is always open: where `::details-content` is supported CSS shows the content
 * and hides the summary; this island opens the element everywhere (older browsers keep the summary,
 * so without JavaScript the filters can still be opened).
 */
export function FilterDisclosure({ summary, children, className = '' }: FilterDisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const media = window.matchMedia?.(DESKTOP);
    if (!media) return;
    const sync = () => {
      if (media.matches && ref.current) ref.current.open = true;
    };
    sync();
    media.addEventListener('change', sync);
    return () => media.removeEventListener('change', sync);
  }, []);
  return (
    <details ref={ref} className={`group/filters lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block ${className}`}>
      <summary
        className={`flex min-h-10 cursor-pointer list-none items-center justify-between rounded-sm border border-line px-4 text-sm font-medium text-ink lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden ${focusRing}`}
      >
        {summary}
        <ChevronIcon width={16} height={16} className="transition-transform group-open/filters:rotate-180 motion-reduce:transition-none" />
      </summary>
      {children}
    </details>
  );
}
