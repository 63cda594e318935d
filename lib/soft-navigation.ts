/** What decides a link click: the mouse button, the modifier keys and whether a handler took it. */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** A click meant for a new tab or window: another button than the left one, or a modifier key. */
export function opensElsewhere(click: Omit<ClickFacts, 'defaultPrevented'>): boolean {
  return click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
}

/**
 * Whether a click on a link should navigate on the client (the app router) rather than let the
 * browser follow it: a plain left click on a same-origin link for this window, not a download.
 * A new tab or window (modifier keys, middle button, a target) keeps the browser's behaviour, as
 * next/link does.
 */
export function isSoftNavigation(
  click: ClickFacts,
  link: { target: string; download: boolean; url: URL; origin: string },
): boolean {
  if (click.defaultPrevented || opensElsewhere(click)) return false;
  if (link.download || (link.target !== '' && link.target !== '_self')) return false;
  return link.url.origin === link.origin;
}
