import { http, HttpResponse, type JsonBodyType } from 'msw';
import { captureLog } from '@/tests/helpers/captured-log';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_POSTS, instagramFeed, resetInstagramCache } from '@/server/instagram/feed';
import { GRAPH_MEDIA_URL } from '@/server/instagram/graph';

const server = setupServer();
const requests: URL[] = [];
const media = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `m${n}`,
  caption: `Post ${n}\nsecond line`,
  media_type: 'IMAGE',
  media_url: `https://scontent.cdninstagram.com/p${n}.jpg`,
  permalink: `https://www.instagram.com/p/${n}/`,
  ...extra,
});
const answer = (body: JsonBodyType, status = 200) =>
  server.use(
    http.get(GRAPH_MEDIA_URL, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(body, { status });
    }),
  );
const log = captureLog();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetInstagramCache();
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Instagram feed (Graph API on the server, local fallback)', () => {
  it('without a token shows the five local images and calls nothing', async () => {
    const feed = await instagramFeed(undefined);
    expect(feed).toEqual({ status: 'ready', source: 'fallback', posts: FALLBACK_POSTS });
    expect(FALLBACK_POSTS.map((p) => p.imageUrl)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/instagram/fallback-${n}.jpg`),
    );
    expect(requests).toEqual([]);
  });

  it('asks the Graph API for the media fields with the token, and keeps the first 5 posts', async () => {
    answer({ data: [1, 2, 3, 4, 5, 6, 7].map((n) => media(n)), paging: {} });
    const feed = await instagramFeed('secret-token');
    expect(requests[0].searchParams.get('fields')).toBe(
      'id,caption,media_type,media_url,permalink,thumbnail_url',
    );
    expect(requests[0].searchParams.get('access_token')).toBe('secret-token');
    expect(feed.status === 'ready' && feed.source).toBe('instagram');
    expect(feed.status === 'ready' && feed.posts).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({
        id: `m${n}`,
        imageUrl: `https://scontent.cdninstagram.com/p${n}.jpg`,
        permalink: `https://www.instagram.com/p/${n}/`,
        alt: `Post ${n}`,
      })),
    );
  });

  it('shows a video by its thumbnail and skips rows without a picture', async () => {
    answer({
      data: [
        media(1, {
          media_type: 'VIDEO',
          media_url: 'https://scontent.cdninstagram.com/v.mp4',
          thumbnail_url: 'https://scontent.cdninstagram.com/v.jpg',
        }),
        media(2, { media_url: undefined }),
        { id: 'broken' },
        media(3, { caption: undefined }),
      ],
    });
    const feed = await instagramFeed('t');
    expect(feed.status === 'ready' && feed.posts.map((p) => [p.imageUrl, p.alt])).toEqual([
      ['https://scontent.cdninstagram.com/v.jpg', 'Post 1'],
      ['https://scontent.cdninstagram.com/p3.jpg', 'RUCK on Instagram'],
    ]);
  });

  it("an empty feed is the widget's 'No images' state", async () => {
    answer({ data: [] });
    expect(await instagramFeed('t')).toEqual({ status: 'empty' });
  });

  it('falls back to the local images on an API error, logging its message but never the token', async () => {
    answer(
      {
        error: {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
        },
      },
      400,
    );
    expect(await instagramFeed('secret-token')).toEqual({
      status: 'ready',
      source: 'fallback',
      posts: FALLBACK_POSTS,
    });
    expect(log.at('error')[0]).toMatchObject({
      area: 'instagram',
      error: expect.stringContaining('Invalid OAuth access token'),
    });
    expect(log.text()).not.toContain('secret-token');
  });

  it('falls back on a network error and on a body that is not the media list', async () => {
    server.use(http.get(GRAPH_MEDIA_URL, () => HttpResponse.error()));
    expect(await instagramFeed('t')).toMatchObject({ source: 'fallback' });
    resetInstagramCache();
    answer({ items: 'nope' });
    expect(await instagramFeed('t')).toMatchObject({ source: 'fallback' });
  });

  it('caches the live feed for 10 minutes and a failure for 1 minute', async () => {
    answer({ data: [media(1)] });
    await instagramFeed('t', { now: 0 });
    await instagramFeed('t', { now: 599_999 });
    expect(requests).toHaveLength(1);
    await instagramFeed('t', { now: 600_000 });
    expect(requests).toHaveLength(2);

    resetInstagramCache();
    requests.length = 0;
    answer({ error: { message: 'down' } }, 500);
    await instagramFeed('t', { now: 0 });
    await instagramFeed('t', { now: 59_999 });
    expect(requests).toHaveLength(1);
    await instagramFeed('t', { now: 60_000 });
    expect(requests).toHaveLength(2);
  });
});
