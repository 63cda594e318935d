'use client';

import { ErrorView } from '@/components/layout/error-view';

// A page that throws keeps the header and footer and offers a retry.
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  return <ErrorView onRetry={reset} />;
}
