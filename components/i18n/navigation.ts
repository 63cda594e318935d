'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useLocale } from '@/components/i18n/client-texts-context';
import { localePath, splitLocale } from '@/lib/i18n/paths';

/**
 * The app router whose push and replace take a shop path in English ('/cart') and go to it in the
 * page's language ('/el/cart' on a Greek page), as the shop's Link does.
 */
export function useShopRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, ...options) => router.push(localePath(locale, href), ...options),
      replace: (href, ...options) => router.replace(localePath(locale, href), ...options),
      prefetch: (href, ...options) => router.prefetch(localePath(locale, href), ...options),
    }),
    [router, locale],
  );
}

/** The page's path as its English route names it ('/el/men' → '/men'), for comparing with routes. */
export function useShopPathname(): string {
  return splitLocale(usePathname()).path;
}
