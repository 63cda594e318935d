import { describe, expect, it, vi } from 'vitest';
import { createHealthCheck, ProbeRefused, type Probe } from '@/server/health/check';
import { healthAnswer } from '@/server/health/answer';

const up: Probe = () => Promise.resolve();
const never: Probe = () => new Promise(() => {});

describe('the health check', () => {
  it('is ok when every configured system answers, and names the unconfigured one', async () => {
    const report = await createHealthCheck({
      probes: { erp: up, database: up, redis: undefined },
      uptimeS: () => 42,
    })();
    expect(report).toEqual({
      ok: true,
      uptimeS: 42,
      dependencies: {
        erp: { status: 'up', latencyMs: expect.any(Number) },
        database: { status: 'up', latencyMs: expect.any(Number) },
        redis: { status: 'not configured' },
      },
    });
  });

  it('is degraded when the ERP is down, and the answer is 503 "degraded"', async () => {
    const report = await createHealthCheck({
      probes: { erp: () => Promise.reject(new Error('connection failed')), database: up },
    })();
    expect(report.ok).toBe(false);
    expect(report.dependencies.erp).toMatchObject({ status: 'down', failure: 'unreachable' });
    expect(report.dependencies.database).toMatchObject({ status: 'up' });
    const answer = healthAnswer(report, false);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe('degraded');
  });

  it('tells a refusal of the credentials from silence', async () => {
    const report = await createHealthCheck({ probes: { erp: () => Promise.reject(new ProbeRefused()) } })();
    expect(report.dependencies.erp).toMatchObject({ status: 'down', failure: 'refused' });
  });

  it('answers within its deadline when a system hangs, and gives the probe that deadline', async () => {
    const asked = vi.fn(never);
    const started = performance.now();
    const report = await createHealthCheck({ probes: { database: asked, erp: up }, deadlineMs: 50 })();
    expect(performance.now() - started).toBeLessThan(500);
    expect(asked).toHaveBeenCalledWith(50);
    expect(report.ok).toBe(false);
    expect(report.dependencies.database).toMatchObject({ status: 'down', failure: 'timeout' });
    expect(report.dependencies.erp).toMatchObject({ status: 'up' });
  });

  it('asks each system once per TTL however many requests come, including during a check', async () => {
    let t = 0;
    let release = () => {};
    const erp = vi.fn<Probe>(() => new Promise<void>((resolve) => (release = resolve)));
    const check = createHealthCheck({ probes: { erp }, ttlMs: 2_000, now: () => t });
    const during = Array.from({ length: 100 }, () => check());
    release();
    await Promise.all(during);
    t = 1_999;
    await Promise.all(Array.from({ length: 100 }, () => check()));
    expect(erp).toHaveBeenCalledTimes(1);
    t = 2_000;
    const next = check();
    release();
    await next;
    expect(erp).toHaveBeenCalledTimes(2);
  });

  it("never passes on a driver's words: no address, port, user or password", async () => {
    const leak = 'connect ECONNREFUSED 10.1.2.3:5432 (postgres://shop:hunter2@db.internal/shop)';
    const report = await createHealthCheck({
      probes: { database: () => Promise.reject(new Error(leak)), erp: up },
    })();
    const body = await healthAnswer(report, true).text();
    for (const secret of ['10.1.2.3', '5432', 'ECONNREFUSED', 'hunter2', 'db.internal', 'postgres:'])
      expect(body).not.toContain(secret);
    expect(JSON.parse(body).dependencies.database).toEqual({
      status: 'down',
      latencyMs: expect.any(Number),
      failure: 'unreachable',
    });
  });
});
