import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@/lib/store';

describe('createStore', () => {
  it('gives the value, replaces it and notifies every subscriber', () => {
    const store = createStore<string | null>(null);
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe(a);
    store.subscribe(b);
    expect(store.get()).toBeNull();
    store.set('men');
    expect(store.get()).toBe('men');
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
  });

  it('keeps the same reference until set, and notifies no one when set to the same value', () => {
    const value = { status: 'loading' };
    const store = createStore(value);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe(store.get());
    store.set(value);
    expect(listener).not.toHaveBeenCalled();
    store.set({ status: 'loading' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('stops notifying a listener once it unsubscribes', () => {
    const store = createStore(0);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(1);
    unsubscribe();
    store.set(2);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get()).toBe(2);
  });

  it('runs a lazy initial value once, on first read, without notifying', () => {
    const init = vi.fn(() => ['stored']);
    const store = createStore(init);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(init).not.toHaveBeenCalled();
    const first = store.get();
    expect(first).toEqual(['stored']);
    expect(store.get()).toBe(first);
    expect(init).toHaveBeenCalledOnce();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads a lazy initial value before the first set replaces it', () => {
    const init = vi.fn(() => 1);
    const store = createStore(init);
    store.set(2);
    expect(init).toHaveBeenCalledOnce();
    expect(store.get()).toBe(2);
  });
});
