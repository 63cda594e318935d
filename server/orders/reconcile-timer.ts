import 'server-only';
import { errorFields, logFor } from '@/server/log/logger';

// Starts the reconciliation job in the shop process: every RECONCILE_INTERVAL_MS (60 s by default,
// 0 turns it off). The timer is unref'd so it never keeps a process alive; runs never overlap
// within a process, and the lease keeps them to one across processes.

const log = logFor('orders');

/** Returns the function that stops it (a run under way finishes). */
export function startReconciliation(intervalMs: number, run: () => Promise<unknown>): () => void {
  if (intervalMs === 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log.error(errorFields(error), 'reconciliation failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
