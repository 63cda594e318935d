import { POPULAR_CATEGORIES, SUGGESTED_SEARCHES } from '@/lib/search/suggestions';
import { Link } from '@/components/ui/link';
import { useTexts } from '@/components/i18n/client-texts-context';
import { overlayHeadingClass, overlayLinkClass } from './search-styles';

/** Empty input (spec): suggested searches, which fill the input, and popular categories. */
export function SearchSuggestions({ onPick }: { onPick: (term: string) => void }) {
  const t = useTexts('search');
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="search-suggested">
        <h2 id="search-suggested" className={overlayHeadingClass}>
          {t.suggestedSearches}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {SUGGESTED_SEARCHES.map((s) => (
            <li key={s.term}>
              <button
                type="button"
                className="min-h-10 rounded-full border border-line px-4 text-sm hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
                onClick={() => onPick(s.term)}
              >
                {t.suggestions[s.term as keyof typeof t.suggestions] ?? s.label}
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
  const t = useTexts('search');
  return (
    <section aria-labelledby="search-popular">
      <h2 id="search-popular" className={overlayHeadingClass}>
        {t.popularCategories}
      </h2>
      <ul>
        {POPULAR_CATEGORIES.map((c) => (
          <li key={c.href}>
            <Link href={c.href} className={overlayLinkClass}>
              {t.popular[c.href as keyof typeof t.popular] ?? c.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
