import 'server-only';
import { INSTAGRAM_HOME_COUNT } from '@/lib/constants';
import type { InstagramFeedState, InstagramPost } from '@/lib/instagram';
import { site } from '@/lib/site';
import { config } from '@/server/config';
import { fetchInstagramMedia } from './graph';
import { logFor } from '@/server/log/logger';

// The home page's Instagram feed: the live feed when a token is configured, cached; the five local
// images (public/instagram, scripts/make-instagram-fallbacks.mjs) without a token or on any error.

const log = logFor('instagram');

const LIVE_TTL_MS = 10 * 60_000;
/** After a failure the fallback is kept this long before Instagram is asked again. */
const FAILURE_TTL_MS = 60_000;

const FALLBACK_ALTS = [
  'Two knitted sweaters in rust and mustard',
  'A blue jacket with white sneakers',
  'A coral summer dress',
  'A navy cap and a beige handbag',
  'Three shirts in white, blue and olive',
];

export const FALLBACK_POSTS: readonly InstagramPost[] = FALLBACK_ALTS.map((alt, i) => ({
  id: `fallback-${i + 1}`,
  imageUrl: `/instagram/fallback-${i + 1}.jpg`,
  permalink: site.instagram.href,
  alt,
}));

const FALLBACK: InstagramFeedState = { status: 'ready', posts: [...FALLBACK_POSTS], source: 'fallback' };

let cache: { state: InstagramFeedState; until: number } | undefined;
let inflight: Promise<InstagramFeedState> | undefined;

async function load(
  token: string,
  fetchImpl?: typeof fetch,
): Promise<{ state: InstagramFeedState; ttl: number }> {
  const result = await fetchInstagramMedia(token, fetchImpl);
  if (!result.ok) {
    log.error(
      { kind: result.error.kind, error: result.error.message },
      'feed unavailable; showing local images',
    );
    return { state: FALLBACK, ttl: FAILURE_TTL_MS };
  }
  const posts = result.data.slice(0, INSTAGRAM_HOME_COUNT);
  // An account with no posts is not an error: the widget says 'No images' (spec).
  return {
    state: posts.length ? { status: 'ready', posts, source: 'instagram' } : { status: 'empty' },
    ttl: LIVE_TTL_MS,
  };
}

/** The feed to render; never throws. `token` and `fetchImpl` are injectable for tests. */
export async function instagramFeed(
  token: string | undefined = config().instagramToken,
  { fetchImpl, now = Date.now() }: { fetchImpl?: typeof fetch; now?: number } = {},
): Promise<InstagramFeedState> {
  if (!token) return FALLBACK;
  if (cache && now < cache.until) return cache.state;
  inflight ??= load(token, fetchImpl)
    .then(({ state, ttl }) => {
      cache = { state, until: now + ttl };
      return state;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

/** Tests start from an empty cache. */
export function resetInstagramCache(): void {
  cache = undefined;
  inflight = undefined;
}
