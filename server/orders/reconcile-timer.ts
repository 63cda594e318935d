import 'server-only';
import { config } from '@/server/config';
import { reconcileDeps } from './deps';
import { reconcileOnce } from './reconcile';

// Starts the reconciliation job in the shop process: every RECONCILE_INTERVAL_MS (60 s by default,
// 0 turns it off). The timer is unref'd so it never keeps a process alive; runs never overlap
// within a process, and the lease keeps them to one across processes.

export function startReconciliation(): void {
  const intervalMs = config().reconcileIntervalMs;
  if (intervalMs === 0) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await reconcileOnce(reconcileDeps(), Date.now());
    } catch (error) {
      console.error('[orders] reconciliation failed:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), intervalMs).unref();
}
