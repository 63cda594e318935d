// Class strings the overlay's parts share.

export const overlayHeadingClass = 'mb-3 text-xs font-semibold tracking-[0.16em] text-muted';

export const overlayLinkClass =
  'inline-flex min-h-10 items-center text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';
