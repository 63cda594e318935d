import 'server-only';
import { Redis } from 'ioredis';
import { logFor } from '@/server/log/logger';

// Connections to the shared Redis (REDIS_URL). The shop must keep serving while Redis is away, so
// a command never waits for it: no offline queue (a command while disconnected fails at once and
// the caller falls back), a short connect timeout and a per-command timeout. ioredis reconnects by
// itself, every second at most, for as long as it takes; the callers recover with it.

const log = logFor('redis');

/** Every key and channel the shop writes starts with this, so a shared Redis stays readable. */
export const KEY_PREFIX = 'shop:';

const CONNECT_TIMEOUT_MS = 1_000;
const COMMAND_TIMEOUT_MS = 1_000;
const LOG_EVERY_MS = 60_000;

/**
 * A command connection, or one for SUBSCRIBE (`subscriber: true`: its owner subscribes on every
 * 'ready', see ./redis-broadcast.ts, and no command timeout applies to a connection that waits).
 */
export function connectRedis(url: string, { subscriber = false } = {}): Redis {
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: subscriber ? undefined : COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    autoResubscribe: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let loggedAt = -Infinity;
  // Without a listener ioredis prints every failed reconnect; one line a minute is enough.
  client.on('error', (error: Error) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    log.error(
      { connection: subscriber ? 'subscriber' : 'commands', error: error.message },
      'connection failed',
    );
  });
  return client;
}

/** Closes a connection without waiting for a Redis that may be gone. */
export function disconnectRedis(client: Redis): void {
  client.disconnect(false);
}
