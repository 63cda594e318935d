'use client';

import useSWR from 'swr';
import type { NavMenuData } from './nav-data';

export const NAVIGATION_URL = '/api/navigation';

export type NavState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: NavMenuData };

async function fetchNavigation(url: string): Promise<NavMenuData> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`navigation ${res.status}`);
  return res.json();
}

/**
 * The menus' categories and brands, fetched once per visit and shared by the desktop and mobile
 * menus. Loading them in the browser keeps ~350 menu links out of every page's HTML.
 */
export function useNavigation(): NavState {
  const { data, error } = useSWR(NAVIGATION_URL, fetchNavigation, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    dedupingInterval: 10 * 60_000,
  });
  if (data) return { status: 'ready', data };
  return error ? { status: 'error' } : { status: 'loading' };
}
