import type { Metadata } from 'next';

// Metadata of a static page: its own title and description, a self canonical, and the same
// text for link previews.
export function pageMetadata(
  path: string,
  title: string,
  description: string,
  extra: Metadata = {},
): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website' },
    ...extra,
  };
}
