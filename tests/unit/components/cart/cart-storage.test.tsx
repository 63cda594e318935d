import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cap, freshCart, storedCart, tee } from './helpers';

afterEach(() => vi.restoreAllMocks());

describe('cart storage', () => {
  it("writes every change to localStorage 'cart'", async () => {
    const { useCart, addToCart } = await freshCart();
    const { result } = renderHook(() => useCart());
    expect(result.current.ready).toBe(true);
    act(() =>
      addToCart({
        id: 9,
        name: 'Basic Tee',
        href: '/men/4/product/9',
        size: 'M',
        color: 'BLACK',
        quantity: 2,
        priceCents: 1500,
      }),
    );
    expect(storedCart()).toEqual([tee]);
    act(() => result.current.update(JSON.stringify([9, 'M', 'BLACK']), 4));
    expect(storedCart()).toEqual([{ ...tee, quantity: 4 }]);
    act(() => result.current.clear());
    expect(localStorage.getItem('cart')).toBeNull();
    expect(result.current.items).toEqual([]);
  });

  it('reads the stored cart back on first use, with totals', async () => {
    const { useCart } = await freshCart([cap, tee]);
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([cap, tee]);
    expect(result.current.totals).toMatchObject({
      count: 3,
      subtotalCents: 4290,
      shippingCents: 300,
      totalCents: 4590,
    });
  });

  it('adds to the stored cart, not over it, when an island adds before anything rendered', async () => {
    const { addToCart } = await freshCart([cap]);
    addToCart({
      id: 3,
      name: 'Wool Cap',
      href: '/product/3',
      size: 'ONE SIZE',
      color: 'RED',
      priceCents: 1290,
    });
    expect(storedCart()).toEqual([{ ...cap, quantity: 2 }]);
  });

  it('removes unreadable data and rewrites a cart with bad entries', async () => {
    const corrupt = await freshCart('{"oops');
    renderHook(() => corrupt.useCart());
    expect(localStorage.getItem('cart')).toBeNull();

    const mixed = await freshCart(JSON.stringify([cap, { id: 'x' }]));
    const { result } = renderHook(() => mixed.useCart());
    expect(result.current.items).toEqual([cap]);
    expect(storedCart()).toEqual([cap]);
  });

  it('follows a change made in another tab (storage event)', async () => {
    const { useCart } = await freshCart([cap]);
    const { result } = renderHook(() => useCart());
    const other = JSON.stringify([cap, tee]);
    act(() => {
      localStorage.setItem('cart', other);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'cart', newValue: other, storageArea: localStorage }),
      );
    });
    expect(result.current.items).toEqual([cap, tee]);
    expect(result.current.totals.count).toBe(3);

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(result.current.items).toEqual([]);
  });

  it('works as an in-memory cart when storage is blocked', async () => {
    const { useCart, addToCart } = await freshCart();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([]);
    act(() => addToCart(cap));
    expect(result.current.items).toEqual([cap]);
  });
});
