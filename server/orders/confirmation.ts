import 'server-only';
import type { StoredOrder } from './order';
import type { OrderStore } from './store';
import { logFor } from '@/server/log/logger';

// The buyer's confirmation mail for a paid order: the sender first claims it in the store for a
// while (a compare-and-set), so two settlers or a settler and the job never both mail; it counts as
// sent only once the SMTP server accepted it. A failed send gives the claim back for the job to
// retry, and a sender that died mid-send leaves a claim that runs out; it never touches the order's state.

const log = logFor('orders');

export interface ConfirmationDeps {
  store: OrderStore;
  /** Mails the buyer the order's confirmation; undefined when SMTP is not configured. */
  mailConfirmation?: (order: StoredOrder) => Promise<void>;
  now(): number;
}

/** The job retries an unsent confirmation this long after payment; later it would confuse more than help. */
export const CONFIRMATION_RETRY_MS = 24 * 60 * 60_000;
/** Longer than a send can take (the SMTP timeouts): a live sender's claim is never taken over. */
const CLAIM_MS = 2 * 60_000;

/** The failure's kind only: an SMTP error's text may hold the buyer's address. */
function failureOf(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    [code, responseCode].filter((part) => typeof part === 'string' || typeof part === 'number').join(' ') ||
    'error'
  );
}

/** True when this call mailed the confirmation. Never throws for a failed mail. */
export async function sendConfirmation(order: StoredOrder, deps: ConfirmationDeps): Promise<boolean> {
  const now = deps.now();
  if (!deps.mailConfirmation || !(await deps.store.claimConfirmation(order.id, now, now + CLAIM_MS)))
    return false;
  try {
    await deps.mailConfirmation(order);
  } catch (error) {
    log.error({ order: order.id, failure: failureOf(error) }, 'confirmation not mailed; the job retries it');
    await deps.store.releaseConfirmation(order.id);
    return false;
  }
  await deps.store.markConfirmationMailed(order.id, deps.now());
  return true;
}
