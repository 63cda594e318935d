import { POPULAR_CATEGORIES, SUGGESTED_SEARCHES } from '@/lib/search/suggestions';
import { Link } from '@/components/ui/link';
import { overlayHeadingClass, overlayLinkClass } from './search-styles';

/** Empty input (spec): suggested searches, which fill the input, and popular categories. */
export function SearchSuggestions({ onPick }: { onPick: (term: string) => void }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="search-suggested">
        <h2 id="search-suggested" className={overlayHeadingClass}>
          SUGGESTED SEARCHES
        </h2>
        <ul className="flex flex-wrap gap-2">
          {SUGGESTED_SEARCHES.map((s) => (
            <li key={s.term}>
              <button
                type="button"
                className="min-h-10 rounded-full border border-line px-4 text-sm hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
                onClick={() => onPick(s.term)}
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <PopularCategories />
    </div>
  );
}

export function PopularCategories() {
  return (
    <section aria-labelledby="search-popular">
      <h2 id="search-popular" className={overlayHeadingClass}>
        POPULAR CATEGORIES
      </h2>
      <ul>
        {POPULAR_CATEGORIES.map((c) => (
          <li key={c.href}>
            <Link href={c.href} className={overlayLinkClass}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
