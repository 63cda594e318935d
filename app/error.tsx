'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { CATALOGUE_UNAVAILABLE, CATALOGUE_UNAVAILABLE_DIGEST } from '@/lib/catalogue-unavailable';
import { STORE_UNAVAILABLE, STORE_UNAVAILABLE_DIGEST } from '@/lib/store-unavailable';

// A page that throws keeps the header and footer and offers a retry. A catalogue page the ERP
// cannot fill (nothing cached, the ERP down) says so rather than the generic text, and so does a
// page whose database is out of reach (an order's confirmation, the account, sign-in). The retry asks
// the server again: reset() alone would only re-render what the browser already has.
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  if (error.digest === CATALOGUE_UNAVAILABLE_DIGEST)
    return <ErrorView onRetry={retry} {...CATALOGUE_UNAVAILABLE} />;
  if (error.digest === STORE_UNAVAILABLE_DIGEST)
    return <ErrorView onRetry={retry} title={STORE_UNAVAILABLE.title} text={STORE_UNAVAILABLE.text} />;
  return <ErrorView onRetry={retry} />;
}
