import 'server-only';
import { clearRenderedPages } from '@/server/cache/rendered-pages.mjs';
import type { Broadcast } from '@/server/shared/broadcast';
import { CACHE_TAGS, invalidate, type CacheTag } from './cache';
import { errorFields, logFor } from '@/server/log/logger';

// A revalidation reaches every node: the node that took the request drops the tags from its own
// caches at once, then tells the others (server/shared/broadcast.ts), which drop them as well.
// Caches stay per node (a network hop per read would cost more than it saves); only the news that
// something changed travels. Without REDIS_URL there is one node and nothing to tell.

const log = logFor('revalidate');

const isTag = (tag: string): tag is CacheTag => (CACHE_TAGS as readonly string[]).includes(tag);

/** This node: the tags' catalogue entries are marked stale and the rendered pages dropped. */
export async function dropTags(tags: readonly string[]): Promise<void> {
  for (const tag of tags.filter(isTag)) invalidate(tag);
  // host/server.mjs keeps rendered catalogue pages for a minute; any change may show on any page.
  await clearRenderedPages();
}

/** POST /api/revalidate: here first (even when Redis is away), then every other node. */
export async function revalidateEverywhere(tags: readonly CacheTag[], broadcast: Broadcast): Promise<void> {
  await dropTags(tags);
  await broadcast.publish(tags);
}

/**
 * At start (instrumentation.ts): other nodes' revalidations drop this node's entries too, and
 * after a gap in the subscription (messages may be lost) every tag is dropped.
 */
export function listenForRevalidations(broadcast: Broadcast): () => void {
  const drop = (tags: readonly string[]) =>
    dropTags(tags).catch((error: unknown) => log.error(errorFields(error), 'dropping cached pages failed'));
  return broadcast.subscribe({
    message: (tags) => void drop(tags),
    missed: () => void drop(CACHE_TAGS),
  });
}
