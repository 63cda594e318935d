'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { isSoftNavigation } from '@/lib/soft-navigation';
import { useLocale } from '@/components/i18n/client-texts-context';
import { localePath } from '@/lib/i18n/paths';

export interface LinkProps extends ComponentProps<'a'> {
  href: string;
}

/**
 * The shop's in-app link: a plain <a> whose plain left click navigates on the client through the
 * app router (no full reload), never prefetching. Not next/link: with prefetching off (every card
 * in view asked the server for a dynamic render of its page) what it adds is ~3.5 KB gzip of
 * prefetch and URL-object code on every page (docs/decisions/0029-header-footer-and-links.md).
 * A shop path is given in English ('/men') and links to the page's language ('/el/men' in Greek).
 */
export function Link({ onClick, href, ...props }: LinkProps) {
  const router = useAppRouter();
  // Every shop path is written as its English address; a Greek page's links stay in Greek.
  const localised = localePath(useLocale(), href);
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
  return <a {...props} href={localised} onClick={click} />;
}

/**
 * The app router, or null outside it (a component test's render), where the browser simply
 * follows the link. useRouter throws when no app router is mounted; whether one is does not
 * change between renders of a tree, so the hooks it calls are the same on every render.
 */
function useAppRouter(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}
