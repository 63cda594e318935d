'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/ui/icons';

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
  // .filters in app/components.css: the summary only shows on phones (or where ::details-content is not supported).
  return (
    <details ref={ref} className={className ? `filters ${className}` : 'filters'}>
      <summary>
        {summary}
        <ChevronIcon width={16} height={16} />
      </summary>
      {children}
    </details>
  );
}
