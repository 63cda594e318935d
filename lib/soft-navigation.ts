// Which link clicks the app router should take over instead of a full page load. Plain <a>
// elements plus one document listener replace next/link: the same client navigation without
// ~4 KiB of link code on every page and without viewport prefetches hitting dynamic pages.

export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The in-app URL to navigate to, or null when the browser should follow the link itself. */
export function softNavigationTarget(event: ClickLike, anchor: AnchorLike, current: URL): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  if (
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.hasAttribute('data-native')
  )
    return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null;
  // Files and route handlers are not pages.
  if (/^\/(?:api|media|_next)\/|\.(?:xml|txt|json|png|jpe?g|webp|svg|ico)$/.test(url.pathname)) return null;
  // A jump within the same page is the browser's job.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
