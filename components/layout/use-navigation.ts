'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import type { NavMenuData } from './nav-data';

export const NAVIGATION_URL = '/api/navigation';

export type NavState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: NavMenuData };

// One fetch per visit, shared by the desktop and mobile menus. A module store rather than a data
// library: this hook runs on every page, so every byte of it is paid on every first visit.
const LOADING: NavState = { status: 'loading' };
const store = createStore<NavState>(LOADING);
let inflight = false;

function load() {
  if (inflight || store.get().status === 'ready') return;
  inflight = true;
  fetch(NAVIGATION_URL)
    .then((res) =>
      res.ok ? (res.json() as Promise<NavMenuData>) : Promise.reject(new Error(`navigation ${res.status}`)),
    )
    .then(
      (data) => store.set({ status: 'ready', data }),
      () => store.set({ status: 'error' }),
    )
    .finally(() => {
      inflight = false;
    });
}

/**
 * The menus' categories and brands, loaded in the browser so ~350 menu links stay out of every
 * page's HTML. A failed load is tried again when a menu next mounts (a later navigation).
 */
export function useNavigation(): NavState {
  useEffect(load, []);
  return useSyncExternalStore(store.subscribe, store.get, () => LOADING);
}
