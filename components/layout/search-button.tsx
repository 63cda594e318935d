'use client';

import { useTexts } from '@/components/i18n/client-texts-context';
import { lazy, useEffect, useRef, useState } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { SearchIcon } from '@/components/ui/icons';
import { iconButtonClass } from './header-styles';

/** Other triggers open the search overlay with this event, so they need not import it. */
export const OPEN_SEARCH_EVENT = 'open-search';

// The overlay's code loads when the shopper reaches for search (hover, focus, Ctrl+K), not with
// every page: the header ships on every route and the JavaScript budget is tight.
const loadDialog = () => import('@/components/search/search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

const isShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** The header's search icon; also opens the overlay on Ctrl+K / Cmd+K and on OPEN_SEARCH_EVENT. */
export function SearchButton() {
  const t = useTexts('layout');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const show = () => setOpen(true);
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
    };
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t.search}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        className={iconButtonClass}
        onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <SearchIcon />
      </button>
      {open && (
        <LazyPart onFail={() => setOpen(false)}>
          <SearchDialog onClose={() => setOpen(false)} returnFocus={button} />
        </LazyPart>
      )}
    </>
  );
}
