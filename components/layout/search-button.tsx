'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Where focus goes back to on close: whatever had it when the overlay opened (the trigger).
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const show = () => {
      const focused = document.activeElement;
      returnTo.current =
        focused instanceof HTMLElement && focused !== document.body ? focused : button.current;
      setOpen(true);
    };
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

  // After the modal dialog is gone (the page is no longer inert), focus can return, without
  // scrolling: the button is in the sticky header, on screen.
  useEffect(() => {
    if (!open && returnTo.current) {
      returnTo.current.focus({ preventScroll: true });
      returnTo.current = null;
    }
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Search"
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
        <Suspense>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
