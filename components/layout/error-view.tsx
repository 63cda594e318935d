'use client';
import { Link } from '@/components/ui/link';
import { GENERIC_ERROR } from '@/lib/error-texts';

interface ErrorViewProps {
  onRetry: () => void;
  title?: string;
  text?: string;
  /** The way home loads the page afresh instead of through the app router (app/global-error.tsx). */
  reloadHome?: boolean;
}

export function ErrorView({
  onRetry,
  title = GENERIC_ERROR.title,
  text = GENERIC_ERROR.text,
  reloadHome = false,
}: ErrorViewProps) {
  const Home = reloadHome ? 'a' : Link;
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" role="alert">
      <h1 className="page-title">{title}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={onRetry}
          className="bg-ink px-6 py-3 text-sm font-semibold tracking-widest text-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          TRY AGAIN
        </button>
        <Home href="/" className="border border-ink px-6 py-3 text-sm font-semibold tracking-widest">
          RETURN TO HOME
        </Home>
      </div>
    </section>
  );
}

/** The error view on a page the server rendered in full (app/status/error): a retry reloads it. */
export function ReloadErrorView(texts: { title: string; text: string }) {
  return <ErrorView onRetry={() => window.location.reload()} {...texts} />;
}
