import Link from 'next/link';
import { headers } from 'next/headers';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default async function NotFound() {
  const path = (await headers()).get('x-pathname') ?? '';
  // The spec logs the missing path as an error; the server log is where an operator sees it.
  console.error(`404: ${JSON.stringify(path)}`);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-7xl font-semibold tracking-tight">404</h1>
      <p className="mt-6 text-lg">Oops! The page you&apos;re looking for doesn&apos;t exist.</p>
      {path && (
        <p className="mt-3 break-all font-mono text-sm text-muted" data-testid="missing-path">
          {path}
        </p>
      )}
      <Link
        href="/"
        className="mt-10 inline-block bg-ink px-8 py-3 text-sm font-semibold tracking-widest text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        RETURN TO HOME
      </Link>
    </section>
  );
}
