import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteJobLease, type JobLease } from '@/server/shared/job-lease';
import { connectRedis, disconnectRedis } from '@/server/shared/redis';
import { redisJobLease } from '@/server/shared/redis-job-lease';
import { openShopDb } from '@/server/store/db';
import { testRedis } from '../../helpers/redis-server';

// Both drivers of the job lease keep one contract: one holder until it expires or is released,
// and only the holder can renew or release it. SQLite runs on a fake clock, Redis on its own.

const redis = testRedis();
let client: ReturnType<typeof connectRedis>;
beforeAll(async () => {
  client = connectRedis(redis.url);
  if (client.status !== 'ready') await new Promise((r) => client.once('ready', r));
});
afterAll(() => disconnectRedis(client));

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
let t = 0;
const drivers: [string, () => { lease: JobLease; pass: (ms: number) => Promise<void> }][] = [
  [
    'SQLite (one machine)',
    () => ({
      lease: sqliteJobLease(openShopDb(':memory:'), () => t),
      pass: (ms) => Promise.resolve(void (t += ms)),
    }),
  ],
  ['Redis (several machines)', () => ({ lease: redisJobLease(client), pass: (ms) => sleep(ms) })],
];

describe.each(drivers)('job lease on %s', (_, make) => {
  it('has one holder, renewable by that holder, until it expires', async () => {
    const { lease, pass } = make();
    expect(await lease.take('expiring', 'a', 150)).toBe(true);
    expect(await lease.take('expiring', 'b', 150)).toBe(false);
    expect(await lease.take('expiring', 'a', 150)).toBe(true); // renewed
    await pass(200);
    expect(await lease.take('expiring', 'b', 150)).toBe(true);
    expect(await lease.take('expiring', 'a', 150)).toBe(false);
  });

  it('is released only by its holder', async () => {
    const { lease } = make();
    expect(await lease.take('released', 'a', 60_000)).toBe(true);
    await lease.release('released', 'b');
    expect(await lease.take('released', 'b', 60_000)).toBe(false);
    await lease.release('released', 'a');
    expect(await lease.take('released', 'b', 60_000)).toBe(true);
  });
});
