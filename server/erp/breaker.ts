import 'server-only';
import { BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, handleAll } from 'cockatiel';
import { NOT_JSON } from './answers';
import { ErpError } from './errors';
import { processSingleton } from '@/server/process-singleton';

// The circuit breaker of the wire boundary (cockatiel). Every request to the ERP, read or write,
// passes through it. After BREAKER_THRESHOLD outages in a row it opens: calls fail at once with an
// `unavailable` CircuitOpenError and nothing is sent. After BREAKER_HALF_OPEN_AFTER_MS the next call
// is sent as a probe (callers arriving meanwhile wait for its outcome): an answer closes the
// circuit, another outage opens it for another pause. Any answer from the ERP, a 404 or a refusal
// included, proves it is up and resets the count.

/** Outages in a row that open the circuit (a read retries twice, so about two reads' worth). */
export const BREAKER_THRESHOLD = 5;
/** How long an open circuit fails fast before one request probes the ERP again. */
export const BREAKER_HALF_OPEN_AFTER_MS = 15_000;

/**
 * An outage: no answer in time, no connection, a 5xx, or a body that is not JSON. Not one: the ERP
 * saying a record is missing or refusing a request (its credentials included), or JSON of the wrong
 * shape, which is a contract problem of one operation or record, not the ERP being down.
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof ErpError)) return false;
  if (error.kind === 'timeout' || error.kind === 'unavailable') return true;
  return error.kind === 'invalid_response' && error.message.endsWith(NOT_JSON);
}

/** The circuit is open: the call failed without a request. Not retried, not logged per call. */
export class CircuitOpenError extends ErpError {
  constructor(operation: string) {
    super('unavailable', operation, 'not sent: the ERP is not answering (circuit open)');
  }
}

export interface BreakerOptions {
  threshold?: number;
  halfOpenAfterMs?: number;
  /** Where state changes are reported; they carry no address and no token. */
  log?: (level: 'error' | 'info', line: string) => void;
}

export interface ErpBreaker {
  /** Runs one wire request, or throws CircuitOpenError without running it. */
  run<T>(operation: string, request: () => Promise<T>): Promise<T>;
  /** True while the circuit is open and its pause has not run out: any call would fail at once. */
  isOpen(): boolean;
}

const defaultLog: NonNullable<BreakerOptions['log']> = (level, line) => console[level](line);

type Outcome<T> = { value: T } | { answered: unknown };

export function createErpBreaker(opts: BreakerOptions = {}): ErpBreaker {
  const threshold = opts.threshold ?? BREAKER_THRESHOLD;
  const halfOpenAfterMs = opts.halfOpenAfterMs ?? BREAKER_HALF_OPEN_AFTER_MS;
  const log = opts.log ?? defaultLog;
  // Only outages reach the policy as errors (see run), so it handles every error it sees.
  const policy = circuitBreaker(handleAll, {
    halfOpenAfter: halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(threshold),
  });
  let openedAt: number | null = null;
  let down = false;
  policy.onBreak((reason) => {
    openedAt = Date.now();
    // A failed probe opens it again: still the same outage, already reported.
    if (down) return;
    down = true;
    const last = 'error' in reason && reason.error instanceof ErpError ? reason.error.kind : 'failure';
    log(
      'error',
      `[erp] CIRCUIT OPEN after ${threshold} failures in a row (last: ${last}): ERP calls fail at once; one call probes every ${halfOpenAfterMs / 1000} s`,
    );
  });
  policy.onReset(() => {
    openedAt = null;
    if (!down) return;
    down = false;
    log('info', '[erp] circuit closed: the ERP answers again');
  });

  return {
    async run<T>(operation: string, request: () => Promise<T>): Promise<T> {
      let outcome: Outcome<T>;
      try {
        outcome = await policy.execute(async (): Promise<Outcome<T>> => {
          try {
            return { value: await request() };
          } catch (e) {
            // An answer that is an error (404, a refusal) still counts as the ERP being up.
            if (isOutage(e)) throw e;
            return { answered: e };
          }
        });
      } catch (e) {
        if (e instanceof BrokenCircuitError) throw new CircuitOpenError(operation);
        throw e;
      }
      if ('answered' in outcome) throw outcome.answered;
      return outcome.value;
    },
    isOpen: () => openedAt !== null && Date.now() - openedAt < halfOpenAfterMs,
  };
}

/** One breaker per process: every route's ERP calls count towards the same state. */
export const erpBreaker = processSingleton('__erpBreaker', () => createErpBreaker());

/** For tests: a fresh breaker (short timings, a quiet log) in place of the process's one. */
export const resetErpBreaker = (opts: BreakerOptions = {}): ErpBreaker =>
  erpBreaker.replace(createErpBreaker(opts));
