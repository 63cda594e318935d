'use client';

import './globals.css';
import { ErrorView } from '@/components/layout/error-view';
import { GENERIC_ERROR } from '@/lib/error-texts';

// The last resort, when the root layout itself fails: it brings its own <html>. Next 16 renders it
// in the browser only: the server's answer is its empty error shell with the 500 and Next's noindex
// (vercel/next.js#62228; tests/e2e/next-62228.spec.ts checks both halves, docs/decisions/0063). So
// this page is complete once its script runs: lang, title, noindex, a main landmark with the spec's h1 and
// text, a retry that asks the server again (reset() would re-render the failed layout the browser
// already has) and a way home that loads afresh rather than through the failed tree's router.
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="bg-white text-ink antialiased">
        <title>{GENERIC_ERROR.title}</title>
        {/* The shell's noindex goes when the browser draws this page over it; React hoists this one. */}
        <meta name="robots" content="noindex" />
        <main>
          <ErrorView onRetry={() => window.location.reload()} reloadHome />
        </main>
      </body>
    </html>
  );
}
