// The start-up credentials decision: which answers are a refusal, what the start stops with, and
// how a system that cannot be asked is asked again in the background (server/start/credentials.ts).
// tests/sandbox/start-credentials.test.ts runs it against the sandboxes over HTTP.
import { describe, expect, it, vi } from 'vitest';
import { ErpError } from '@/server/erp/errors';
import { PaymentError } from '@/server/payment/types';
import {
  checkCredentialsAtStart,
  credentialsRefusal,
  erpVerdict,
  jccVerdict,
  retryDelay,
  type CredentialChecks,
  type Verdict,
} from '@/server/start/credentials';

const erpFailure = (kind: ErpError['kind']) =>
  ({ ok: false, error: new ErpError(kind, '$TableGetView', kind) }) as const;
const jccFailure = (kind: PaymentError['kind'], code?: string) =>
  ({ ok: false, error: new PaymentError(kind, 'getOrderStatusExtended.do', kind, code) }) as const;

describe('what each answer says of the credentials', () => {
  it('ERP: an answer takes them, 401/403 (auth) refuses them, anything else says nothing', () => {
    expect(erpVerdict({ ok: true, data: [] })).toEqual({ kind: 'ok' });
    expect(erpVerdict(erpFailure('auth'))).toEqual({ kind: 'rejected' });
    for (const kind of ['timeout', 'unavailable', 'rejected', 'not_found', 'invalid_response'] as const)
      expect(erpVerdict(erpFailure(kind))).toEqual({ kind: 'unreachable', why: kind });
  });

  it('JCC: an answer takes them, access denied (errorCode 5) refuses them, anything else says nothing', () => {
    expect(jccVerdict({ ok: true, data: undefined })).toEqual({ kind: 'ok' });
    expect(jccVerdict(jccFailure('rejected', '5'))).toEqual({ kind: 'rejected' });
    expect(jccVerdict(jccFailure('rejected', '7'))).toEqual({ kind: 'unreachable', why: 'rejected' });
    expect(jccVerdict(jccFailure('rejected'))).toEqual({ kind: 'unreachable', why: 'rejected' });
    for (const kind of ['timeout', 'unavailable', 'invalid_response'] as const)
      expect(jccVerdict(jccFailure(kind, '5'))).toEqual({ kind: 'unreachable', why: kind });
  });
});

describe('the message a start stops with', () => {
  const ok: Verdict = { kind: 'ok' };
  const rejected: Verdict = { kind: 'rejected' };
  const down: Verdict = { kind: 'unreachable', why: 'timeout' };

  it('names every system that refused and its settings, and nothing when none did', () => {
    expect(credentialsRefusal({ ERP: ok, JCC: down })).toBeUndefined();
    expect(credentialsRefusal({ ERP: rejected, JCC: ok })).toBe(
      'Credentials refused at start: ERP refused ERP_USER and ERP_SESSION_TOKEN. ' +
        'The shop does not start until they are fixed. See docs/deploy.md, Credentials checked at start.',
    );
    expect(credentialsRefusal({ ERP: down, JCC: rejected })).toMatch(
      /^Credentials refused at start: JCC refused JCC_USERNAME and JCC_PASSWORD \(or JCC_TOKEN\)\./,
    );
    expect(credentialsRefusal({ ERP: rejected, JCC: rejected })).toMatch(
      /ERP refused ERP_USER and ERP_SESSION_TOKEN; JCC refused JCC_USERNAME/,
    );
  });
});

describe('asking at start', () => {
  /** Checks answering what `answers` says, in turn; the work left for later, run by the test. */
  function harness(answers: Partial<Record<'ERP' | 'JCC', Verdict[]>>) {
    const scheduled: { work: () => void; ms: number }[] = [];
    const log = { error: vi.fn<(line: string) => void>(), info: vi.fn<(line: string) => void>() };
    const checks = Object.fromEntries(
      Object.entries(answers).map(([system, verdicts]) => [system, vi.fn(async () => verdicts.shift()!)]),
    );
    const deps: CredentialChecks = { checks, log, later: (work, ms) => void scheduled.push({ work, ms }) };
    /** Runs the next piece of background work and lets its check answer. */
    const runLater = async () => {
      scheduled.shift()!.work();
      await vi.waitFor(() =>
        expect(log.error.mock.calls.length + log.info.mock.calls.length).toBeGreaterThan(0),
      );
    };
    return { deps, checks, log, scheduled, runLater };
  }

  it('does nothing more when both take the credentials', async () => {
    const h = harness({ ERP: [{ kind: 'ok' }], JCC: [{ kind: 'ok' }] });
    expect(await checkCredentialsAtStart(h.deps)).toBeUndefined();
    expect(h.log.error).not.toHaveBeenCalled();
    expect(h.scheduled).toEqual([]);
  });

  it('returns the refusal when one refuses, even if the other could not be asked, and schedules nothing', async () => {
    const h = harness({ ERP: [{ kind: 'unreachable', why: 'timeout' }], JCC: [{ kind: 'rejected' }] });
    expect(await checkCredentialsAtStart(h.deps)).toMatch(/JCC refused/);
    expect(h.scheduled).toEqual([]);
  });

  it('logs a system it cannot ask, asks it again later, waiting longer each time, until it answers', async () => {
    const h = harness({
      ERP: [{ kind: 'ok' }],
      JCC: [
        { kind: 'unreachable', why: 'unavailable' },
        { kind: 'unreachable', why: 'timeout' },
        { kind: 'ok' },
      ],
    });
    expect(await checkCredentialsAtStart(h.deps)).toBeUndefined();
    expect(h.log.error.mock.calls).toEqual([
      [
        '[start] CREDENTIALS NOT CHECKED: JCC could not be asked (unavailable); asking again in 15 s. ' +
          'Meanwhile card payments fail until it answers.',
      ],
    ]);
    expect(h.scheduled.map((s) => s.ms)).toEqual([15_000]);
    h.log.error.mockClear();
    await h.runLater();
    expect(h.log.error.mock.calls[0][0]).toMatch(/JCC could not be asked \(timeout\); asking again in 30 s/);
    expect(h.scheduled.map((s) => s.ms)).toEqual([30_000]);
    h.log.error.mockClear();
    await h.runLater();
    expect(h.log.info).toHaveBeenCalledWith('[start] JCC answers again and takes the credentials.');
    expect(h.scheduled).toEqual([]);
    expect(h.checks.ERP).toHaveBeenCalledTimes(1);
  });

  it('says a refusal found after the start as loudly, and stops asking', async () => {
    const h = harness({ ERP: [{ kind: 'unreachable', why: 'unavailable' }, { kind: 'rejected' }] });
    expect(await checkCredentialsAtStart(h.deps)).toBeUndefined();
    expect(h.log.error.mock.calls[0][0]).toMatch(/Meanwhile the catalogue serves what it last read/);
    h.log.error.mockClear();
    await h.runLater();
    expect(h.log.error).toHaveBeenCalledWith(
      '[start] CREDENTIALS REFUSED: ERP answers again and refuses ERP_USER and ERP_SESSION_TOKEN: ' +
        'every ERP call fails until they are fixed and the shop restarted.',
    );
    expect(h.scheduled).toEqual([]);
  });

  it('waits 15 s, doubling, then every 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelay)).toEqual([
      15_000, 30_000, 60_000, 120_000, 300_000, 300_000, 300_000,
    ]);
  });
});
