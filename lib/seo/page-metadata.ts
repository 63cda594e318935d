import type { Metadata } from 'next';

/** The link preview's picture when a page has none of its own: the home page's first slide. */
export const DEFAULT_OG_IMAGE = '/hero/fallback-1.jpg';

interface PageSeo {
  /** Path (resolved against metadataBase) or absolute URL of the page's canonical address. */
  path: string;
  title: string;
  description: string;
  /** The preview picture; DEFAULT_OG_IMAGE when absent. */
  image?: string;
}

/**
 * Title, description, canonical and the og tags a link preview reads (og:title, og:description,
 * og:url, og:image, og:type) for one indexable page. Next does not derive og:* from the title,
 * and a page's openGraph replaces its layout's whole, so every page states all of them.
 */
export function indexableMetadata({ path, title, description, image }: PageSeo): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website', images: [image ?? DEFAULT_OG_IMAGE] },
  };
}

// Metadata of a static page: its own title and description, a self canonical, and the same
// text for link previews.
export function pageMetadata(
  path: string,
  title: string,
  description: string,
  extra: Metadata = {},
): Metadata {
  return { ...indexableMetadata({ path, title, description }), ...extra };
}
