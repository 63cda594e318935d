import 'server-only';

// Telling every other node of the shop something that changed, today the cache tags an operator
// revalidated. Each node keeps its caches to itself (server/catalogue/cache.ts) and drops entries
// when told. Two drivers, chosen in ./shared-state.ts: on one node there
// is nobody to tell (memoryBroadcast); on several, a Redis channel (./redis-broadcast.ts).

export interface BroadcastListener {
  /** Another node published `tags`. */
  message(tags: readonly string[]): void;
  /**
   * Messages may have been lost (the subscription was down and is back): treat everything as
   * changed.
   */
  missed(): void;
}

export interface Broadcast {
  /**
   * Sends `tags` to every other node. Never throws: a failure is logged, and the caller has
   * already dropped its own caches.
   */
  publish(tags: readonly string[]): Promise<void>;
  /** Listens for other nodes' messages; returns the function that stops listening. */
  subscribe(listener: BroadcastListener): () => void;
}

/** One node: nothing to send, nothing to hear. */
export const memoryBroadcast = (): Broadcast => ({
  publish: () => Promise.resolve(),
  subscribe: () => () => {},
});
