'use client';

import { useEffect, useRef } from 'react';

// A refused form post's message, announced (role=alert) and focused when the page comes back, so a
// keyboard or screen-reader user lands on it (WCAG 3.3.1). The one client leaf of these pages.

export function ErrorSummary({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="mb-6 rounded-sm border border-sale bg-white p-4 text-sm text-sale"
    >
      {message}
    </div>
  );
}
