import 'server-only';
import type { ErpResult } from '@/server/erp/errors';
import { isAccessDenied } from '@/server/payment/jcc';
import type { PaymentResult } from '@/server/payment/types';

// A deployment asks the ERP and JCC something harmless with its credentials when it starts, so
// refused ones stop the start instead of failing the first shopper's payment or order. A system
// that gives no verdict (down, slow, or an answer that says neither yes nor no) must not keep the
// shop down: that is logged loudly and asked again in the background.

export type System = 'ERP' | 'JCC';

/** One system's word on the shop's credentials. */
export type Verdict = { kind: 'ok' } | { kind: 'rejected' } | { kind: 'unreachable'; why: string };

/** The ERP refuses credentials with 401/403 (`auth`); its other failures say nothing of them. */
export function erpVerdict(result: ErpResult<unknown>): Verdict {
  if (result.ok) return { kind: 'ok' };
  return result.error.kind === 'auth'
    ? { kind: 'rejected' }
    : { kind: 'unreachable', why: result.error.kind };
}

/** JCC refuses credentials with "access denied"; its other failures say nothing of them. */
export function jccVerdict(result: PaymentResult<unknown>): Verdict {
  if (result.ok) return { kind: 'ok' };
  return isAccessDenied(result.error)
    ? { kind: 'rejected' }
    : { kind: 'unreachable', why: result.error.kind };
}

/** The settings to fix when a system refuses them (names only: their values are secrets). */
const SETTINGS: Record<System, string> = {
  ERP: 'ERP_USER and ERP_SESSION_TOKEN',
  JCC: 'JCC_USERNAME and JCC_PASSWORD (or JCC_TOKEN)',
};

/** What a system that cannot be asked costs the shop meanwhile. */
const MEANWHILE: Record<System, string> = {
  ERP: 'the catalogue serves what it last read and paid orders wait for the ERP',
  JCC: 'card payments fail until it answers',
};

/** The message a start stops with: every system that refused, naming its settings; or undefined. */
export function credentialsRefusal(verdicts: Partial<Record<System, Verdict>>): string | undefined {
  const refused = (Object.keys(verdicts) as System[]).filter((s) => verdicts[s]?.kind === 'rejected');
  if (!refused.length) return undefined;
  return (
    `Credentials refused at start: ${refused.map((s) => `${s} refused ${SETTINGS[s]}`).join('; ')}. ` +
    'The shop does not start until they are fixed. See docs/deploy.md, Credentials checked at start.'
  );
}

/** Background attempts wait 15 s, then twice as long each time, then every 5 minutes. */
const RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000, 300_000];
export const retryDelay = (attempt: number) => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];

export interface CredentialChecks {
  /** Each system's check: asked once at start, then again while it gives no verdict. */
  checks: Partial<Record<System, () => Promise<Verdict>>>;
  log: { error(line: string): void; info(line: string): void };
  /** Runs `work` after `ms`, without keeping the process alive for it. */
  later(work: () => void, ms: number): void;
}

/**
 * Asks every system at once. Returns the refusal the start must stop with, if one refused;
 * otherwise each system that could not be asked is logged and asked again in the background.
 */
export async function checkCredentialsAtStart(deps: CredentialChecks): Promise<string | undefined> {
  const systems = Object.keys(deps.checks) as System[];
  const verdicts = await Promise.all(systems.map((s) => deps.checks[s]!()));
  const refusal = credentialsRefusal(Object.fromEntries(systems.map((s, i) => [s, verdicts[i]])));
  if (refusal) return refusal;
  systems.forEach((system, i) => {
    const verdict = verdicts[i];
    if (verdict.kind === 'unreachable') askAgainLater(system, verdict.why, 0, deps);
  });
  return undefined;
}

function askAgainLater(system: System, why: string, attempt: number, deps: CredentialChecks) {
  const ms = retryDelay(attempt);
  deps.log.error(
    `[start] CREDENTIALS NOT CHECKED: ${system} could not be asked (${why}); asking again in ${ms / 1000} s. ` +
      `Meanwhile ${MEANWHILE[system]}.`,
  );
  deps.later(() => {
    void deps.checks[system]!().then((verdict) => {
      if (verdict.kind === 'unreachable') askAgainLater(system, verdict.why, attempt + 1, deps);
      // The shop is serving by now: a late refusal cannot stop the start, so it is said as loudly.
      else if (verdict.kind === 'rejected')
        deps.log.error(
          `[start] CREDENTIALS REFUSED: ${system} answers again and refuses ${SETTINGS[system]}: ` +
            `every ${system} call fails until they are fixed and the shop restarted.`,
        );
      else deps.log.info(`[start] ${system} answers again and takes the credentials.`);
    });
  }, ms);
}
