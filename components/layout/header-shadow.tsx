'use client';

import { useEffect } from 'react';
import { HEADER_SHADOW_AFTER_PX } from '@/lib/constants';

/**
 * Sets data-scrolled on the header once the page scrolls past the spec's 50 px, so the header
 * (a server component) styles its own shadow with `data-scrolled:`; renders nothing.
 */
export function HeaderShadow({ targetId }: { targetId: string }) {
  useEffect(() => {
    const header = document.getElementById(targetId);
    if (!header) return;
    const update = () => header.toggleAttribute('data-scrolled', window.scrollY > HEADER_SHADOW_AFTER_PX);
    update();
    // Passive: the listener never cancels scrolling, so the browser need not wait for it.
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [targetId]);
  return null;
}
