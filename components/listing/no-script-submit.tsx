import type { ReactNode } from 'react';

/**
 * A submit button for browsers without JavaScript, where a listing form's change cannot submit it.
 * In <noscript>, not removed after hydration: the browser never lays it out when scripts run, so
 * nothing beside it moves once the page is interactive (CLS 0), and it is in the server's HTML.
 */
export function NoScriptSubmit({ className, children }: { className: string; children: ReactNode }) {
  return (
    <noscript>
      <button type="submit" className={className}>
        {children}
      </button>
    </noscript>
  );
}
