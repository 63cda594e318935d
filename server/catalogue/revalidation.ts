import 'server-only';
import type { Broadcast } from '@/server/shared/broadcast';
import { CACHE_TAGS, invalidate, type CacheTag } from './cache';

// A revalidation reaches every node: the node that took the request drops the tags from its own
// caches at once, then tells the others (server/shared/broadcast.ts), which drop them as well.
// Caches stay per node (a network hop per read would cost more than it saves); only the news that
// something changed travels. Without REDIS_URL there is one node and nothing to tell.

const isTag = (tag: string): tag is CacheTag => (CACHE_TAGS as readonly string[]).includes(tag);

/** This node: the tags' catalogue entries are marked stale (a node keeps no rendered pages). */
export function dropTags(tags: readonly string[]): void {
  for (const tag of tags.filter(isTag)) invalidate(tag);
}

/** POST /api/revalidate: here first (even when Redis is away), then every other node. */
export async function revalidateEverywhere(tags: readonly CacheTag[], broadcast: Broadcast): Promise<void> {
  dropTags(tags);
  await broadcast.publish(tags);
}

/**
 * At start (instrumentation.ts): other nodes' revalidations drop this node's entries too, and
 * after a gap in the subscription (messages may be lost) every tag is dropped.
 */
export function listenForRevalidations(broadcast: Broadcast): () => void {
  return broadcast.subscribe({ message: dropTags, missed: () => dropTags(CACHE_TAGS) });
}
