import { MissingPath } from '@/components/layout/missing-path';
import { Link } from '@/components/ui/link';

// No robots tag of its own: Next adds the one noindex to every 404 answer.
export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-7xl font-semibold tracking-tight">404</h1>
      <p className="mt-6 text-lg">Oops! The page you&apos;re looking for doesn&apos;t exist.</p>
      <MissingPath />
      <Link
        href="/"
        className="mt-10 inline-block bg-ink px-8 py-3 text-sm font-semibold tracking-widest text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        RETURN TO HOME
      </Link>
    </section>
  );
}
