import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedFetch, type FetchRequest } from '@/components/ui/use-debounced-fetch';

/** fetch calls held until the test answers them, to play responses out of order. */
const calls: { url: string; init: RequestInit; answer: (res: Response | Error) => void }[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) =>
          calls.push({ url, init, answer: (res) => (res instanceof Error ? reject(res) : resolve(res)) }),
        ),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  calls.length = 0;
});

const DELAY = 300;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const answer = (i: number, res: Response | Error) =>
  act(async () => {
    calls[i].answer(res);
    await Promise.resolve();
  });

function mount(first: FetchRequest | null) {
  return renderHook(({ request }) => useDebouncedFetch<{ n: number }>(request, DELAY), {
    initialProps: { request: first },
  });
}

describe('useDebouncedFetch', () => {
  it('asks nothing without a request', async () => {
    const { result } = mount(null);
    await wait(DELAY);
    expect(result.current).toEqual({ status: 'idle', data: null, last: null });
    expect(calls).toHaveLength(0);
  });

  it('fetches once the request has stayed the same for the delay, then is ready', async () => {
    const { result, rerender } = mount({ url: '/a?q=d' });
    await wait(DELAY - 100);
    rerender({ request: { url: '/a?q=dress' } });
    await wait(DELAY - 1);
    expect(calls).toHaveLength(0);
    expect(result.current.status).toBe('loading');
    await wait(1);
    expect(calls.map((c) => c.url)).toEqual(['/a?q=dress']);
    expect(calls[0].init.method).toBeUndefined();
    await answer(0, Response.json({ n: 1 }));
    expect(result.current).toMatchObject({ status: 'ready', data: { n: 1 } });
  });

  it('posts JSON when the request has a body', async () => {
    mount({ url: '/quote', body: '{"lines":[]}' });
    await wait(DELAY);
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"lines":[]}',
    });
  });

  it('aborts a superseded request and drops its late answer, keeping the last one meanwhile', async () => {
    const { result, rerender } = mount({ url: '/a?q=1' });
    await wait(DELAY);
    await answer(0, Response.json({ n: 1 }));
    rerender({ request: { url: '/a?q=2' } });
    await wait(DELAY);
    rerender({ request: { url: '/a?q=3' } });
    await wait(DELAY);
    expect(calls[1].init.signal?.aborted).toBe(true);
    expect(calls[2].init.signal?.aborted).toBe(false);
    await answer(1, Response.json({ n: 2 }));
    // Still waiting for q=3; the answer on hand is the first one's.
    expect(result.current).toMatchObject({
      status: 'loading',
      data: null,
      last: { request: { url: '/a?q=1' }, data: { n: 1 } },
    });
    await answer(2, Response.json({ n: 3 }));
    expect(result.current).toMatchObject({ status: 'ready', data: { n: 3 } });
  });

  it('reports an error status or a network failure as an error answer', async () => {
    const { result, rerender } = mount({ url: '/a?q=1' });
    await wait(DELAY);
    await answer(0, Response.json({ error: {} }, { status: 503 }));
    expect(result.current).toMatchObject({ status: 'error', data: null });
    rerender({ request: { url: '/a?q=2' } });
    await wait(DELAY);
    await answer(1, new TypeError('offline'));
    expect(result.current).toMatchObject({
      status: 'error',
      data: null,
      last: { request: { url: '/a?q=2' } },
    });
  });

  it('cancels the pending request on unmount', async () => {
    const { unmount } = mount({ url: '/a?q=1' });
    unmount();
    await wait(DELAY);
    expect(calls).toHaveLength(0);
  });
});
