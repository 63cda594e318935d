import { describe, expect, it, vi } from 'vitest';
import { cronReconcileHandler } from '@/server/orders/cron-route';
import type { ReconcileReport } from '@/server/orders/reconcile';

const SECRET = 'c'.repeat(40);
const REPORT: ReconcileReport = { ran: true, settled: 1, sent: 2, mailed: 0, flagged: 0 };

function handler(secret: string | undefined) {
  const run = vi.fn(async () => REPORT);
  return { run, GET: cronReconcileHandler({ secret: () => secret, run }) };
}
const get = (authorization?: string) =>
  new Request('http://127.0.0.1:3000/api/cron/reconcile', {
    headers: authorization === undefined ? {} : { authorization },
  });

describe('GET /api/cron/reconcile', () => {
  it('runs the job once for the scheduler holding the secret, and answers its report', async () => {
    const { run, GET } = handler(SECRET);
    const res = await GET(get(`Bearer ${SECRET}`));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(REPORT);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('refuses anyone else without running it', async () => {
    const { run, GET } = handler(SECRET);
    for (const authorization of [undefined, '', SECRET, `Bearer ${SECRET}x`, `Basic ${SECRET}`, 'Bearer ']) {
      const res = await GET(get(authorization));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'unauthorized', message: 'A valid cron secret is required' },
      });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('is off (404) when no CRON_SECRET is configured', async () => {
    const { run, GET } = handler(undefined);
    expect((await GET(get(`Bearer ${SECRET}`))).status).toBe(404);
    expect(run).not.toHaveBeenCalled();
  });
});
