import type { ReactNode } from 'react';

/**
 * The frame of /cart and /checkout: their title and a body at least one screen tall. The bag lives
 * in localStorage, so the server renders an empty body and the client fills it after hydration;
 * with the body a screen tall the footer starts below the fold whatever the bag holds, and
 * nothing in view moves when the lines arrive (CLS 0;
 * docs/decisions/0057-nothing-moves-while-a-page-loads.md).
 */
export function BagPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <h1 className="page-title mb-6">{title}</h1>
      <div className="min-h-lvh">{children}</div>
    </div>
  );
}
