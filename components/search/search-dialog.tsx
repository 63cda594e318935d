'use client';

import { useShopRouter } from '@/components/i18n/navigation';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { ModalDialog, type ReturnFocus } from '@/components/ui/modal-dialog';
import { iconButtonClass } from '@/components/layout/header-styles';
import { SEARCH_MAX_LENGTH } from '@/lib/listing/query';
import type { SearchCard } from '@/lib/search/search-card';
import { searchPageHref } from '@/lib/search/suggestions';
import { Link } from '@/components/ui/link';
import { optionId, SearchResultList } from './search-result-list';
import { overlayHeadingClass, overlayLinkClass } from './search-styles';
import { PopularCategories, SearchSuggestions } from './search-suggestions';
import { useSearchResults } from './use-search-results';

/**
 * The search overlay (spec): a modal dialog holding an ARIA combobox. Arrow keys move through
 * the results, Enter opens the active one (or, with none active, the full results page).
 */
export function SearchDialog({ onClose, returnFocus }: { onClose: () => void; returnFocus: ReturnFocus }) {
  const t = useTexts('search');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const router = useShopRouter();
  const listId = useId();
  const headingId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const state = useSearchResults(text);
  const done = state.status === 'done' ? state : null;
  const items = done?.items ?? [];
  const expanded = items.length > 0;

  const go = (href: string) => {
    router.push(href);
    onClose();
  };
  const open = (card: SearchCard) => go(card.href);
  const pick = (term: string) => {
    setText(term);
    setActive(-1);
    input.current?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length;
    if (event.key === 'ArrowDown' && n > 0) setActive((i) => (i + 1) % n);
    else if (event.key === 'ArrowUp' && n > 0) setActive((i) => (i <= 0 ? n - 1 : i - 1));
    else if (event.key === 'Enter' && active >= 0 && active < n) open(items[active]);
    else return;
    event.preventDefault();
  };

  return (
    <ModalDialog
      onClose={onClose}
      returnFocus={returnFocus}
      aria-label={t.dialog}
      placement="items-start justify-center"
      className="flex max-h-dvh w-full max-w-3xl flex-col bg-white shadow-xl sm:mt-16 sm:max-h-[calc(100dvh-8rem)]"
    >
      <form
        role="search"
        action="/products"
        className="flex shrink-0 items-center gap-2 border-b border-line px-3 py-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) go(searchPageHref(text.trim()));
        }}
      >
        <SearchIcon className="shrink-0 text-muted" />
        <input
          ref={input}
          data-autofocus
          type="text"
          name="search"
          role="combobox"
          aria-label={t.inputLabel}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
          placeholder={t.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="focus-ring h-11 min-w-0 flex-1 bg-transparent text-base placeholder:text-muted"
        />
        <button type="button" aria-label={t.close} className={iconButtonClass} onClick={onClose}>
          <CloseIcon />
        </button>
      </form>
      <div className="overflow-y-auto p-4">
        {state.status === 'idle' && <SearchSuggestions onPick={pick} />}
        <div role="status" className="text-sm">
          {state.status === 'loading' && <p className="text-muted">{t.searching}</p>}
          {done && items.length === 0 && (
            <>
              <p className="font-medium">{fill(t.noResults, { term: done.term })}</p>
              <p className="mt-1 text-muted">{t.noResultsHint}</p>
            </>
          )}
          {expanded && (
            <span className="sr-only">
              {fill(
                new Intl.PluralRules(INTL_LOCALE[locale]).select(items.length) === 'one'
                  ? t.resultsOne
                  : t.resultsOther,
                { count: items.length },
              )}
            </span>
          )}
        </div>
        {done && items.length === 0 && (
          <div className="mt-6">
            <PopularCategories />
          </div>
        )}
        {done && expanded && (
          <section>
            <h2 id={headingId} className={overlayHeadingClass}>
              {t.suggested}
            </h2>
            <SearchResultList
              id={listId}
              labelledBy={headingId}
              items={items}
              active={active}
              onOpen={open}
              onHover={setActive}
            />
            <Link href={searchPageHref(done.term)} className={`${overlayLinkClass} mt-3 font-medium`}>
              {t.viewAll}
            </Link>
          </section>
        )}
      </div>
    </ModalDialog>
  );
}
