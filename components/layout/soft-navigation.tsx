'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { softNavigationTarget } from '@/lib/soft-navigation';

/**
 * Sends clicks on in-app links through the app router (see lib/soft-navigation.ts). Listens on
 * the document after React, so a component that handled the click (the quick-add links) wins.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = softNavigationTarget(event, anchor, new URL(window.location.href));
      if (target === null) return;
      event.preventDefault();
      router.push(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
