import 'server-only';
import { mailAttention, type AttentionDeps } from './attention';
import { CONFIRMATION_RETRY_MS, sendConfirmation } from './confirmation';
import type { JobLease } from '@/server/shared/job-lease';
import { sendToErp } from './send-to-erp';
import { settleOrder, type SettleDeps } from './settle';
import { logFor } from '@/server/log/logger';

// The reconciliation job: payments left pending with no return from the gateway are settled from
// its status (a page never registered, or long expired, is closed and frees its voucher), every
// paid order not yet in the ERP is sent again when due (looked up first when the last send's
// outcome was unknown), the operator is mailed once about each order the job gave up on, and
// confirmations whose mail failed are mailed again. One process at a time runs it, holding a lease (the shop's SQLite file
// on one machine, Redis on several; a lease that cannot be taken skips the run). Under the same
// lease it sweeps expired password-reset links, so no shopper's request pays for that delete.

const log = logFor('orders');

export interface ReconcileDeps extends SettleDeps, AttentionDeps {
  lease: JobLease;
  /** This process's name in the lease. */
  holder: string;
  /** Deletes password-reset links long expired (PasswordResets.sweep). */
  sweepResetLinks: () => Promise<void>;
}

export const RECONCILE_JOB = 'orders-reconcile';
/** Longer than a run can take (20 status calls, 20 ERP sends and 5 mails with their timeouts). */
const LEASE_MS = 10 * 60_000;
/** A shopper is still on the card page this soon after placing the order; leave it alone. */
export const STALE_PENDING_MS = 15 * 60_000;
/** JCC's payment page has long expired by now: a payment still only registered is abandoned. */
export const ABANDONED_MS = 2 * 60 * 60_000;

export interface ReconcileReport {
  ran: boolean;
  settled: number;
  sent: number;
  mailed: number;
  /** Operator mails about orders needing attention. */
  flagged: number;
}

export async function reconcileOnce(deps: ReconcileDeps, now: number): Promise<ReconcileReport> {
  if (!(await deps.lease.take(RECONCILE_JOB, deps.holder, LEASE_MS)))
    return { ran: false, settled: 0, sent: 0, mailed: 0, flagged: 0 };
  const startedAt = Date.now();
  const report: ReconcileReport = { ran: true, settled: 0, sent: 0, mailed: 0, flagged: 0 };
  try {
    for (const order of await deps.store.stalePending(now - STALE_PENDING_MS)) {
      const outcome = await settleOrder(order, deps, { expireUnpaid: order.createdAt < now - ABANDONED_MS });
      if (outcome.kind !== 'pending') report.settled++;
    }
    // Every due order, a batch at a time; each is tried once per run (a failed one is due again
    // only later), and the run stops taking batches well before its lease could run out.
    const tried = new Set<string>();
    while (Date.now() - startedAt < LEASE_MS / 2) {
      const due = (await deps.store.duePaid(now)).filter((o) => !tried.has(o.id));
      if (!due.length) break;
      for (const order of due) {
        tried.add(order.id);
        if (await sendToErp(order, deps)) report.sent++;
      }
    }
    for (const order of await deps.store.attentionUnmailed()) {
      if (await mailAttention(order, deps)) report.flagged++;
    }
    for (const order of await deps.store.unconfirmed(now - CONFIRMATION_RETRY_MS, now)) {
      if (await sendConfirmation(order, deps)) report.mailed++;
    }
    await deps.sweepResetLinks();
    return report;
  } finally {
    const endedAt = Date.now();
    await deps.lease.release(RECONCILE_JOB, deps.holder);
    // One line per run (a minute apart by default): which process held the lease and when (taken
    // before `from`, freed after `to`), so the runs of several nodes can be told apart and seen
    // never to overlap (tests/cluster/).
    log.info({ holder: deps.holder, from: startedAt, to: endedAt, ...report }, 'reconciliation run');
  }
}
