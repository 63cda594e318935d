// What the home page's 'FOLLOW US ON INSTAGRAM' block shows, in the shapes the server hands it.

export interface InstagramPost {
  id: string;
  imageUrl: string;
  /** Where a click goes: the post on Instagram, or the profile for the local fallback images. */
  permalink: string;
  /** Alt text: the caption's first line, or a description of the local image. */
  alt: string;
}

/**
 * The widget's states (spec sections 3 and 8): posts; 'No images' when the feed is empty; the
 * feed's error_message in an error paragraph.
 */
export type InstagramFeedState =
  | { status: 'ready'; posts: InstagramPost[]; source: 'instagram' | 'fallback' }
  | { status: 'empty' }
  | { status: 'error'; message: string };
