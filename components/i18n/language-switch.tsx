'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale } from '@/components/i18n/client-texts-context';
import { LANGUAGE_NAMES, type Locale } from '@/lib/i18n/locales';
import { switchHref } from '@/lib/i18n/switch-href';

/**
 * The link to this page in the other language, named in that language (and marked as such for
 * screen readers). A plain link, not a client navigation: the whole page, its <html lang> included,
 * is rendered again in the other language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const target: Locale = locale === 'el' ? 'en' : 'el';
  // Both are null outside the app router (a component test's render): the home page then.
  const pathname = usePathname() as string | null;
  const search = useSearchParams() as URLSearchParams | null;
  const href = switchHref(target, pathname ?? '/', search?.toString() ?? '');
  return (
    <a href={href} lang={target} hrefLang={target} className={className}>
      {LANGUAGE_NAMES[target]}
    </a>
  );
}
