import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/paths';
import { SEARCH_MAX_LENGTH } from '@/lib/listing/query';

/** Where a shopper on a missing page can go: the shop's main rooms (their names: status.links). */
export const WHERE_NEXT_LINKS = [
  { href: '/collections/new-arrivals', key: 'newIn' },
  { href: '/men', key: 'men' },
  { href: '/women', key: 'women' },
  { href: '/brands', key: 'brands' },
  { href: '/outlet', key: 'outlet' },
] as const;

/**
 * A search and a few links under a not-found view, so a dead link is not a dead end. A plain GET
 * form to the search results in the page's language (no JavaScript needed), rendered on the server.
 */
export async function WhereNext() {
  const [t, locale] = await Promise.all([getTranslations('status'), getLocale()]);
  return (
    <div className="mt-10 w-full max-w-md">
      <form
        action={localePath(locale, '/products')}
        method="get"
        role="search"
        aria-label={t('searchProducts')}
        className="flex gap-2"
      >
        <label htmlFor="not-found-search" className="sr-only">
          {t('searchProducts')}
        </label>
        <input
          id="not-found-search"
          type="search"
          name="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('searchProducts')}
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-sm border border-line bg-white px-3 text-sm text-ink placeholder:text-muted focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ink"
        />
        <button
          type="submit"
          className="h-11 rounded-sm border border-ink px-5 text-sm font-semibold tracking-widest hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t('search')}
        </button>
      </form>
      <nav aria-label={t('browse')} className="mt-6">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {WHERE_NEXT_LINKS.map(({ href, key }) => (
            <li key={href}>
              <Link href={href} className="underline underline-offset-4 hover:text-muted">
                {t(`links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The spec's 'RETURN TO HOME' under every not-found view. */
export async function ReturnToHome() {
  const t = await getTranslations('status');
  return (
    <Link
      href="/"
      className="mt-10 inline-block bg-ink px-8 py-3 text-sm font-semibold tracking-widest text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {t('returnHome')}
    </Link>
  );
}
