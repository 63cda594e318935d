import 'server-only';
import { cachedRevocations } from '@/server/account/revocation-cache';
import { processSingleton } from '@/server/process-singleton';
import { sharedState } from './shared-state';
import { stores } from './stores';

// The app's session revocations: the shop store's, read through this node's cache and kept in step
// with the other nodes over the revocations broadcast (./shared-state.ts).

/** Built on first use (never at build time); one per process, so one subscription. */
export const appRevocations = processSingleton('__sessionRevocations', () =>
  cachedRevocations(stores().revocations, { broadcast: sharedState().revocations }),
);
