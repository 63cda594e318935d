import 'server-only';
import type { StoredOrder } from './order';
import type { OrderStore } from './store';

// The buyer's confirmation mail for a paid order, sent at most once: the sender first claims it in
// the store (a compare-and-set), so two settlers or a settler and the job never both mail. A failed
// send gives the claim back for the job to retry; it never touches the order's state.

export interface ConfirmationDeps {
  store: OrderStore;
  /** Mails the buyer the order's confirmation; undefined when SMTP is not configured. */
  mailConfirmation?: (order: StoredOrder) => Promise<void>;
  now(): number;
}

/** The job retries an unsent confirmation this long after payment; later it would confuse more than help. */
export const CONFIRMATION_RETRY_MS = 24 * 60 * 60_000;

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
  if (!deps.mailConfirmation || !(await deps.store.claimConfirmation(order.id, deps.now()))) return false;
  try {
    await deps.mailConfirmation(order);
    return true;
  } catch (error) {
    console.error(`[orders] ${order.id} confirmation not mailed (${failureOf(error)}); the job retries it`);
    await deps.store.releaseConfirmation(order.id);
    return false;
  }
}
