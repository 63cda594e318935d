import { vi } from 'vitest';

/** Answers every fetch with `status` and `body`; returns the mock to read the calls from. */
export function respond(status: number, body: unknown) {
  const fetchMock = vi
    .fn()
    .mockImplementation(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch that waits until `finish` is called with the answer. */
export function pendingFetch() {
  let finish: (response: Response) => void = () => {};
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    finish: (status: number, body: unknown) => finish(new Response(JSON.stringify(body), { status })),
  };
}

/** The URL, method and JSON body of the n-th fetch call. */
export function sent(fetchMock: ReturnType<typeof vi.fn>, n = 0) {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(init.body as string) as unknown };
}
