'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { errorKind } from '@/lib/error-texts';

// A page that throws keeps the header and footer and offers a retry. A catalogue page the ERP
// cannot fill (nothing cached, the ERP down) says so rather than the generic text, and so does a
// page whose database is out of reach (an order's confirmation, the account, sign-in). The retry asks
// the server again: reset() alone would only re-render what the browser already has. On the
// server, proxy.ts sends a page that would throw to the same view (app/status/error).
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  // Next's own router: refresh() stays on the page's address, so there is no language to add
  // (useShopRouter would bring its push and replace into every page's JavaScript for nothing).
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return <ErrorView onRetry={retry} kind={errorKind(error.digest)} />;
}
