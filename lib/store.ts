// A module store for useSyncExternalStore: the header's islands share state without a provider
// or a state library, and this costs a few dozen bytes on every page.

export interface Store<T> {
  /** The current value; a stable reference until `set` replaces it (getSnapshot). */
  get: () => T;
  /** Replaces the value and notifies; setting the same value (Object.is) notifies no one. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * `initial` may be a function, as with useState: it runs on the first read, not at import, so the
 * cart can start from localStorage in the browser while the server never touches it. That first
 * value is taken without notifying, since the first read may happen inside a render.
 */
export function createStore<T>(initial: T | (() => T)): Store<T> {
  const listeners = new Set<() => void>();
  let state: { value: T } | null = typeof initial === 'function' ? null : { value: initial };
  const get = () => (state ??= { value: (initial as () => T)() }).value;
  return {
    get,
    set(next) {
      if (Object.is(get(), next)) return;
      state = { value: next };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
