import type { Metadata } from 'next';
import { ReloadErrorView } from '@/components/layout/error-view';
import { errorTexts } from '@/lib/error-texts';

// Rendered only by host/server.mjs, in place of the empty error shell Next answers for a page that
// threw (vercel/next.js#62228): the same view as app/error.tsx, complete in the server's HTML. The
// host passes the thrown error's digest and keeps the failed page's status. Asked for by name, it
// answers 200 with noindex (lib/seo/status-routes.ts says why).

type Query = Record<string, string | string[] | undefined>;

const digestOf = (query: Query) => (typeof query.digest === 'string' ? query.digest : undefined);

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Query>;
}): Promise<Metadata> {
  return { title: errorTexts(digestOf(await searchParams)).title, robots: { index: false } };
}

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  return <ReloadErrorView {...errorTexts(digestOf(await searchParams))} />;
}
