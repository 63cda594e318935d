'use client';

// The context next/link itself reads: null outside the app router (a unit test's render), where
// the browser simply follows the link.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, type ComponentProps, type MouseEvent } from 'react';
import { isSoftNavigation } from '@/lib/soft-navigation';

export interface LinkProps extends ComponentProps<'a'> {
  href: string;
}

/**
 * The shop's in-app link: a plain <a> whose plain left click navigates on the client through the
 * app router (no full reload), never prefetching. Not next/link: with prefetching off (every card
 * in view asked the server for a dynamic render of its page) what it adds is ~3.5 KB gzip of
 * prefetch and URL-object code on every page (docs/decisions/0029-header-footer-and-links.md).
 */
export function Link({ onClick, ...props }: LinkProps) {
  const router = useContext(AppRouterContext);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const anchor = event.currentTarget;
    const url = new URL(anchor.href);
    if (
      !router ||
      !isSoftNavigation(event, {
        target: anchor.target,
        download: anchor.hasAttribute('download'),
        url,
        origin: window.location.origin,
      })
    )
      return;
    event.preventDefault();
    // The address the browser resolved (relative hrefs included), as next/link would follow it.
    router.push(url.pathname + url.search + url.hash);
  };
  return <a {...props} onClick={click} />;
}
