import 'server-only';
import type { Redis } from 'ioredis';
import type { JobLease } from './job-lease';
import { KEY_PREFIX } from './redis';
import { errorFields, logFor } from '@/server/log/logger';

// The job lease on Redis: one key per job holding its holder's name, expiring with the lease
// (PX), so a holder that dies frees it by itself. Taking and releasing are small Lua scripts, so
// the check ("free, or already mine?") and the write are one atomic step on the server.
// Redis unreachable: the lease is not taken (the run is skipped, the next one tries again) and a
// release is left to expire; one line is logged per failure (the job runs once a minute).

const log = logFor('lease');

const TAKE = `
local current = redis.call('GET', KEYS[1])
if current == false or current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const keyOf = (name: string) => `${KEY_PREFIX}lease:${name}`;

export function redisJobLease(client: Redis): JobLease {
  const failed = (what: string, name: string, error: unknown) =>
    log.error({ lease: name, ...errorFields(error) }, `${what} failed (Redis)`);
  return {
    async take(name, holder, ttlMs) {
      try {
        return (await client.eval(TAKE, 1, keyOf(name), holder, Math.ceil(ttlMs))) === 1;
      } catch (error) {
        failed('taking', name, error);
        return false;
      }
    },
    async release(name, holder) {
      try {
        await client.eval(RELEASE, 1, keyOf(name), holder);
      } catch (error) {
        failed('releasing', name, error);
      }
    },
  };
}
