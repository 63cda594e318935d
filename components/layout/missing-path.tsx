'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Shows the path that was not found and logs it as an error, as the spec asks. */
export function MissingPath() {
  const path = usePathname();
  useEffect(() => {
    console.error(`404: no page at ${path}`);
  }, [path]);
  return (
    <p className="mt-3 break-all font-mono text-sm text-muted" data-testid="missing-path">
      {path}
    </p>
  );
}
