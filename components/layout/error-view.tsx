'use client';
import { Link } from '@/components/ui/link';
import { useTexts } from '@/components/i18n/client-texts-context';
import type { ErrorKind } from '@/lib/error-texts';

interface ErrorViewProps {
  onRetry: () => void;
  kind?: ErrorKind;
  /** The way home loads the page afresh instead of through the app router (app/global-error.tsx). */
  reloadHome?: boolean;
}

/** The error page in the page's language: its title and text, a retry and the way home. */
export function ErrorView({ onRetry, kind = 'generic', reloadHome = false }: ErrorViewProps) {
  const t = useTexts('status');
  const Home = reloadHome ? 'a' : Link;
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" role="alert">
      <h1 className="page-title">{t[kind].title}</h1>
      <p className="mt-4 text-muted">{t[kind].text}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button type="button" onClick={onRetry} className="btn-solid px-6">
          {t.tryAgain}
        </button>
        <Home href="/" className="btn px-6">
          {t.returnHome}
        </Home>
      </div>
    </section>
  );
}

/** The error view on a page the server rendered in full (app/status/error): a retry reloads it. */
export function ReloadErrorView({ kind }: { kind: ErrorKind }) {
  return <ErrorView onRetry={() => window.location.reload()} kind={kind} />;
}
