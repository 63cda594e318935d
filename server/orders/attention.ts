import 'server-only';
import type { StoredOrder } from './order';
import type { OrderStore } from './store';
import { logFor } from '@/server/log/logger';

// The operator hears once about each paid order the job gave up sending to the ERP: the mail is
// claimed in the store first (a compare-and-set), and given back when it fails, for the next run.

const log = logFor('orders');

export interface AttentionDeps {
  store: OrderStore;
  /** Mails the operator about the order; undefined when SMTP is not configured (orders:attention lists it). */
  mailAttention?: (order: StoredOrder) => Promise<void>;
  now(): number;
}

/** True when this call mailed the operator. Never throws for a failed mail. */
export async function mailAttention(order: StoredOrder, deps: AttentionDeps): Promise<boolean> {
  if (!deps.mailAttention || !(await deps.store.claimAttentionMail(order.id, deps.now()))) return false;
  try {
    await deps.mailAttention(order);
    return true;
  } catch (error) {
    log.error(
      { order: order.id, failure: (error as Error)?.name },
      "needs attention; the operator's mail failed, retried next run",
    );
    await deps.store.releaseAttentionMail(order.id);
    return false;
  }
}
