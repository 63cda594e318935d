import { notFound } from 'next/navigation';

// Next's own answer to a page's notFound(), on purpose left to Next: tests/e2e/next-62228.spec.ts
// checks that it is still the empty error shell (vercel/next.js#62228). The day it is not, proxy.ts
// no longer needs to decide 404s before rendering (app/_status/page-status.ts, docs/decisions/0063).
// A 404 by name, like any missing page.
export default function Page() {
  notFound();
}
