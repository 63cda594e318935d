import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Broadcast, BroadcastListener } from './broadcast';
import { KEY_PREFIX } from './redis';
import { errorFields, logFor } from '@/server/log/logger';

// The broadcast on a Redis channel. Each node publishes on its command connection and listens on
// a subscriber connection of its own (SUBSCRIBE takes a connection over); a message carries its
// sender's id so a node ignores its own. Pub/sub delivers in milliseconds but keeps nothing: a
// node whose subscription was down may have missed messages, so when it is back its listeners
// hear `missed()` and drop everything (the caches refill from the ERP in the background).

const log = logFor('broadcast');

export const REVALIDATE_CHANNEL = `${KEY_PREFIX}revalidate`;
export const REVOCATIONS_CHANNEL = `${KEY_PREFIX}revocations`;

interface Message {
  from: string;
  tags: string[];
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).from === 'string' &&
  Array.isArray((value as Message).tags) &&
  (value as Message).tags.every((t) => typeof t === 'string');

/**
 * The broadcast on `channel`. `subscriber` is only used once subscribe() is first called; several
 * broadcasts may share it (each subscribes to its own channel and reads only that channel's messages).
 */
export function redisBroadcast(publisher: Redis, subscriber: () => Redis, channel: string): Broadcast {
  const self = randomUUID();
  const listeners = new Set<BroadcastListener>();
  let listening = false;

  const listen = () => {
    if (listening) return;
    listening = true;
    const sub = subscriber();
    let gap = false;
    sub.on('close', () => (gap = true));
    // (Re)subscribe on every connect, and only once Redis confirms it report the gap: a message
    // sent before that confirmation may be lost, one sent after it arrives.
    const subscribe = () =>
      sub.subscribe(channel).then(
        () => {
          if (!gap) return;
          gap = false;
          for (const l of listeners) l.missed();
        },
        (error: unknown) => log.error(errorFields(error), 'subscribing failed'),
      );
    sub.on('ready', () => void subscribe());
    // A connection another broadcast already opened will not say 'ready' again until a reconnect.
    if (sub.status === 'ready') void subscribe();
    sub.on('message', (on: string, raw: string) => {
      if (on !== channel) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return;
      }
      if (!isMessage(parsed) || parsed.from === self) return;
      for (const l of listeners) l.message(parsed.tags);
    });
  };

  return {
    async publish(tags) {
      const message: Message = { from: self, tags: [...tags] };
      try {
        await publisher.publish(channel, JSON.stringify(message));
      } catch (error) {
        log.error({ tags, ...errorFields(error) }, 'telling the other nodes failed');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      listen();
      return () => listeners.delete(listener);
    },
  };
}
