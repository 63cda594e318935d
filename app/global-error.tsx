'use client';

import './globals.css';
import { ClientTextsProvider } from '@/components/i18n/client-texts-context';
import { ErrorView } from '@/components/layout/error-view';
// The English texts only: the root layout (with the page's language and texts) is what failed, and
// both languages' would ride in every page's JavaScript for this one rare page.
import status from '@/messages/en/status.json';

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
        <title>{status.client.generic.title}</title>
        {/* The shell's noindex goes when the browser draws this page over it; React hoists this one. */}
        <meta name="robots" content="noindex" />
        <main>
          <ClientTextsProvider locale="en" texts={{ status: status.client }}>
            <ErrorView onRetry={() => window.location.reload()} reloadHome />
          </ClientTextsProvider>
        </main>
      </body>
    </html>
  );
}
