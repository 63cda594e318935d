import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageNotFound } from '@/components/layout/page-not-found';

// Next's own not-found route: a notFound() that the proxy did not decide first. The proxy's 404s
// go to app/status/not-found, the same view. No robots tag of its own: Next adds the one noindex.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('status'))('notFoundTitle') };
}

export default function NotFound() {
  return <PageNotFound />;
}
