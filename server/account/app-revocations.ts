import 'server-only';
import { sharedState } from '@/server/shared/shared-state';
import { stores } from '@/server/store/stores';
import { cachedRevocations, type RevocationCache } from './revocation-cache';

// The app's session revocations: the shop store's, read through this node's cache and kept in step
// with the other nodes over the revocations broadcast (server/shared/shared-state.ts).

const slot = globalThis as { __sessionRevocations?: RevocationCache };

/** Built on first use (never at build time); on globalThis so a dev reload keeps one subscription. */
export const appRevocations = (): RevocationCache =>
  (slot.__sessionRevocations ??= cachedRevocations(stores().revocations, {
    broadcast: sharedState().revocations,
  }));
