'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { LoadedRowProps } from './loaded-row';

/** How far below the screen a row starts loading, so it is there when the shopper scrolls to it. */
const AHEAD = '600px 0px';

/**
 * A row of cards the browser asks the server for (`src` answers `{ products }`), loaded on first
 * use: its code and its request only once the shopper scrolls near it, so a page's first load
 * carries neither. Until then a 1 px mark to watch; a row that cannot load is simply not shown.
 */
export function LaterRow(props: LoadedRowProps) {
  const mark = useRef<HTMLDivElement>(null);
  const [Row, setRow] = useState<ComponentType<LoadedRowProps> | null>(null);
  useEffect(() => {
    const target = mark.current;
    // Where there is no IntersectionObserver, the page goes without the row.
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('./loaded-row').then(
          (loaded) => setRow(() => loaded.LoadedRow),
          () => {},
        );
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return Row ? <Row {...props} /> : <div ref={mark} className="h-px" />;
}
