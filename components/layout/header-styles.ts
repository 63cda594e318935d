// Class strings shared by the header's server parts and client islands, so they look alike.

/** 40 px square: above the 24 px WCAG 2.2 target minimum, with a visible focus ring. */
export const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-sm text-ink transition-colors hover:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** Uppercase, tracked top-level nav labels. */
export const navLinkClass =
  'inline-flex h-full items-center px-3 text-xs font-medium tracking-[0.16em] text-ink uppercase hover:text-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ink xl:px-4';
