import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { startReconciliation } from '@/server/orders/reconcile-timer';

const log = captureLog();

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startReconciliation', () => {
  it('runs the job once per interval', async () => {
    const run = vi.fn(async () => {});
    const stop = startReconciliation(1_000, run);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_001);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
  });

  it('never starts a run while the last one is still going', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startReconciliation(1_000, run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledOnce();
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs a run that throws and runs again on the next tick', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('store locked')).mockResolvedValue(undefined);
    const stop = startReconciliation(1_000, run);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.find({ msg: 'reconciliation failed' })).toMatchObject({
      level: 'error',
      error: 'store locked',
    });
    stop();
  });

  it('stops when told to, and never starts with an interval of 0', async () => {
    const run = vi.fn(async () => {});
    const stop = startReconciliation(1_000, run);
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledOnce();

    startReconciliation(0, run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });
});
