import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReloadErrorView } from '@/components/layout/error-view';
import { errorKind } from '@/lib/error-texts';

// Rendered in place of a page that would throw, which Next would answer with an empty error shell
// (vercel/next.js#62228): the same view as app/error.tsx, complete in the server's HTML. proxy.ts
// rewrites to it with the error's digest and the failed page's status (app/_status/page-status.ts),
// and Next adds the noindex of an error status. Asked for by name, it is a 404.

type Query = Record<string, string | string[] | undefined>;

const kindOf = (query: Query) => errorKind(typeof query.digest === 'string' ? query.digest : undefined);

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Query>;
}): Promise<Metadata> {
  const t = await getTranslations('status');
  return { title: t(`client.${kindOf(await searchParams)}.title`) };
}

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  return <ReloadErrorView kind={kindOf(await searchParams)} />;
}
