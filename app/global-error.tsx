'use client';

import './globals.css';
import { ErrorView } from '@/components/layout/error-view';
import { GENERIC_ERROR } from '@/lib/error-texts';

// Last resort when the root layout itself fails: it must bring its own <html>.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body className="bg-white text-ink antialiased">
        <title>{GENERIC_ERROR.title}</title>
        <ErrorView onRetry={reset} />
      </body>
    </html>
  );
}
