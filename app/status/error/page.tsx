import type { Metadata } from 'next';
import { ReloadErrorView } from '@/components/layout/error-view';
import { errorTexts } from '@/lib/error-texts';

// Rendered in place of a page that would throw, which Next would answer with an empty error shell
// (vercel/next.js#62228): the same view as app/error.tsx, complete in the server's HTML. proxy.ts
// rewrites to it with the error's digest and the failed page's status (app/_status/page-status.ts),
// and Next adds the noindex of an error status. Asked for by name, it is a 404.

type Query = Record<string, string | string[] | undefined>;

const digestOf = (query: Query) => (typeof query.digest === 'string' ? query.digest : undefined);

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Query>;
}): Promise<Metadata> {
  return { title: errorTexts(digestOf(await searchParams)).title };
}

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  return <ReloadErrorView {...errorTexts(digestOf(await searchParams))} />;
}
