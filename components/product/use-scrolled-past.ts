'use client';

import { useEffect, useState, type RefObject } from 'react';

/** True once the element has scrolled up out of view (not while it is still below the fold). */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the screen, so 'not intersecting' means above it: a fast scroll
    // from below the fold to past the top still crosses the edge and reports.
    const observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting), {
      rootMargin: '0px 0px 100000px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
