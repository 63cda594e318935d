import 'server-only';

/**
 * A Map holding at most `max` keys that drops the least recently used. A Map iterates in
 * insertion order, so re-inserting a key on every read keeps the oldest use first in line.
 * `has`, `peek` and iteration do not count as a use.
 */
export class LruMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override get(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    return value;
  }

  /** The value without counting a use. */
  peek(key: K): V | undefined {
    return super.get(key);
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) super.delete(this.keys().next().value as K);
    return this;
  }
}
