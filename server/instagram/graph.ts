import 'server-only';
import { z } from 'zod';
import type { InstagramPost } from '@/lib/instagram';
import type { Result } from '@/lib/result';

// The Instagram Graph API's media list (the Basic Display API and its JSONP endpoint are gone).
// The token stays on the server: it is sent from here and never rendered into a page.

export const GRAPH_MEDIA_URL = 'https://graph.instagram.com/me/media';
const FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url';
const TIMEOUT_MS = 5_000;

const mediaSchema = z.object({
  id: z.string(),
  caption: z.string().optional(),
  media_type: z.string(),
  media_url: z.url().optional(),
  permalink: z.url(),
  thumbnail_url: z.url().optional(),
});
const pageSchema = z.object({ data: z.array(z.unknown()) });
const errorSchema = z.object({ error: z.object({ message: z.string() }) });

export type GraphError = { kind: 'network' | 'http' | 'invalid'; message: string };
export type GraphResult = Result<InstagramPost[], GraphError>;

/** The first line of a caption, short enough for alt text. */
function altOf(caption: string | undefined): string {
  const line = caption?.split('\n')[0]?.trim();
  if (!line) return 'RUCK on Instagram';
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}

/** One row to a post; a video shows its thumbnail; a row with no picture at all is skipped. */
function toPost(row: unknown): InstagramPost | null {
  const media = mediaSchema.safeParse(row);
  if (!media.success) return null;
  const m = media.data;
  const imageUrl = m.media_type === 'VIDEO' ? m.thumbnail_url : m.media_url;
  return imageUrl ? { id: m.id, imageUrl, permalink: m.permalink, alt: altOf(m.caption) } : null;
}

export async function fetchInstagramMedia(
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphResult> {
  const url = `${GRAPH_MEDIA_URL}?fields=${FIELDS}&access_token=${encodeURIComponent(token)}`;
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
  } catch (error) {
    return { ok: false, error: { kind: 'network', message: (error as Error).name } };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const apiError = errorSchema.safeParse(json);
    // The API's own message, never the URL (it carries the token).
    return {
      ok: false,
      error: {
        kind: 'http',
        message: apiError.success ? apiError.data.error.message : `HTTP ${response.status}`,
      },
    };
  }
  const page = pageSchema.safeParse(json);
  if (!page.success) return { ok: false, error: { kind: 'invalid', message: 'Unexpected response' } };
  return { ok: true, data: page.data.data.map(toPost).filter((p): p is InstagramPost => p !== null) };
}
