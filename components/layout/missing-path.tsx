'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Shows the path that was not found and logs it as an error, as the spec asks. */
export function MissingPath() {
  const path = usePathname();
  // On the server a 404 is the rewritten not-found route (proxy.ts), whose path is '/status/not-found';
  // the browser knows the requested one.
  const hydrated = useHydrated();
  useEffect(() => {
    console.error(`404: no page at ${path}`);
  }, [path]);
  return (
    <p className="mt-3 break-all font-mono text-sm text-muted" data-testid="missing-path">
      {hydrated ? path : null}
    </p>
  );
}
