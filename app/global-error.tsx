'use client';

import './globals.css';
import { ErrorView } from '@/components/layout/error-view';

// Last resort when the root layout itself fails: it must bring its own <html>.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body className="bg-white text-ink antialiased">
        <title>Unexpected Application Error!</title>
        <ErrorView onRetry={reset} />
      </body>
    </html>
  );
}
