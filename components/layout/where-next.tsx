import { Link } from '@/components/ui/link';
import { SEARCH_MAX_LENGTH } from '@/lib/listing/query';

/** Where a shopper on a missing page can go: the shop's main rooms. */
export const WHERE_NEXT_LINKS = [
  { href: '/collections/new-arrivals', label: 'New In' },
  { href: '/men', label: 'Men' },
  { href: '/women', label: 'Women' },
  { href: '/brands', label: 'Brands' },
  { href: '/outlet', label: 'Outlet' },
] as const;

/**
 * A search and a few links under a not-found view, so a dead link is not a dead end. A plain GET
 * form to the search results (no JavaScript needed), rendered on the server.
 */
export function WhereNext() {
  return (
    <div className="mt-10 w-full max-w-md">
      <form action="/products" method="get" role="search" aria-label="Search products" className="flex gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search products
        </label>
        <input
          id="not-found-search"
          type="search"
          name="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Search products"
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-sm border border-line bg-white px-3 text-sm text-ink placeholder:text-muted focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ink"
        />
        <button
          type="submit"
          className="h-11 rounded-sm border border-ink px-5 text-sm font-semibold tracking-widest hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          SEARCH
        </button>
      </form>
      <nav aria-label="Browse the shop" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {WHERE_NEXT_LINKS.map(({ href, label }) => (
            <li key={href}>
              <Link href={href} className="underline underline-offset-4 hover:text-muted">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The spec's 'RETURN TO HOME' under every not-found view. */
export function ReturnToHome() {
  return (
    <Link
      href="/"
      className="mt-10 inline-block bg-ink px-8 py-3 text-sm font-semibold tracking-widest text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      RETURN TO HOME
    </Link>
  );
}
