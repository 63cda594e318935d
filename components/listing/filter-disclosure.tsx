'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { ChevronIcon, CloseIcon } from '@/components/ui/icons';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { useDebouncedFetch } from '@/components/ui/use-debounced-fetch';
import { useHydrated } from '@/components/ui/use-hydrated';
import { FilterSheetContext, type FilterSheet } from './filter-sheet-context';
import { FILTER_FORM_ID, listingCountUrl } from './listing-links';
import { lockScroll, trapTab } from './sheet-modal';

const DESKTOP = '(min-width: 64rem)';
/** Ticks in quick succession ask for one count. */
const COUNT_DELAY_MS = 150;

export interface FilterDisclosureProps {
  summary: string;
  /** How many options are applied (shown on the phone button). */
  selected: number;
  /** The listing's path, for the count of a choice. */
  pathname: string;
  /** The grid's total for the applied filters. */
  total: number;
  /** The 'Clear all' link, in the sheet's bottom bar on phones (null when nothing is applied). */
  clear: ReactNode;
  /** Whether the clear link also shows under the desktop sidebar (the outlet has its own). */
  clearOnDesktop?: boolean;
  children: ReactNode;
}

function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.(DESKTOP);
    if (!media) return;
    const sync = () => setDesktop(media.matches);
    sync();
    media.addEventListener('change', sync);
    return () => media.removeEventListener('change', sync);
  }, []);
  return desktop;
}

/**
 * The listing's filters. From lg a sidebar that is always open. On phones a 'Filters' button
 * (the `<details>` summary) that, with JavaScript, opens the filters as a modal sheet over the
 * grid: ticks wait for the sticky 'Show N results' (N counted by the server for the choice),
 * Escape, the close button or the backdrop close it and undo the unapplied ticks, Tab stays
 * inside, focus goes back to the button. Without JavaScript the `<details>` opens in place and
 * its 'Apply filter' button submits, as before.
 */
export function FilterDisclosure({
  summary,
  selected,
  pathname,
  total,
  clear,
  clearOnDesktop = true,
  children,
}: FilterDisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const desktop = useDesktop();
  const hydrated = useHydrated();
  const t = useTexts('catalogue');
  const plural = new Intl.PluralRules(INTL_LOCALE[useLocale()]);
  const [open, setOpen] = useState(false);
  const [countUrl, setCountUrl] = useState<string | null>(null);
  const count = useDebouncedFetch<{ total: number }>(countUrl ? { url: countUrl } : null, COUNT_DELAY_MS);
  const sheetOpen = open && !desktop && hydrated;
  const shown = countUrl === null ? total : (count.data?.total ?? count.last?.data?.total ?? total);

  useEffect(() => {
    if (desktop && ref.current) ref.current.open = true;
  }, [desktop]);

  const close = useCallback((undo: boolean) => {
    const details = ref.current;
    if (!details) return;
    // Unapplied ticks go back to what the grid shows.
    if (undo) for (const input of details.querySelectorAll('input')) input.checked = input.defaultChecked;
    setCountUrl(null);
    details.open = false;
  }, []);

  useEffect(() => {
    const sheet = sheetRef.current;
    const summaryEl = ref.current?.querySelector('summary');
    if (!sheetOpen || !sheet) return;
    const unlock = lockScroll();
    sheet.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else trapTab(sheet, event);
    };
    sheet.addEventListener('keydown', onKeyDown);
    return () => {
      unlock();
      sheet.removeEventListener('keydown', onKeyDown);
      summaryEl?.focus({ preventScroll: true });
    };
  }, [sheetOpen, close]);

  const context = useMemo<FilterSheet>(
    () => ({
      deferred: sheetOpen,
      changed: (form) => setCountUrl(listingCountUrl(pathname, new FormData(form))),
      applied: () => {
        if (sheetOpen) close(false);
      },
    }),
    [sheetOpen, pathname, close],
  );

  // .filters in app/components.css: the summary only shows on phones (or where ::details-content
  // is not supported); data-sheet turns the open body into the bottom sheet.
  return (
    <FilterSheetContext value={context}>
      <details
        ref={ref}
        className="filters"
        data-sheet={hydrated ? '' : undefined}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>
          <span>
            {summary}
            {selected > 0 && (
              <>
                {` (${selected})`}
                <span className="sr-only"> {t.selected}</span>
              </>
            )}
          </span>
          <ChevronIcon width={16} height={16} />
        </summary>
        {sheetOpen && <div className="filters-backdrop" aria-hidden="true" onClick={() => close(true)} />}
        <div
          ref={sheetRef}
          className="filters-body"
          role={sheetOpen ? 'dialog' : undefined}
          aria-modal={sheetOpen || undefined}
          aria-labelledby={sheetOpen ? titleId : undefined}
          // A followed link (the sheet's 'Clear all') leaves the sheet for the page it leads to.
          onClick={sheetOpen ? (event) => (event.target as Element).closest('a') && close(false) : undefined}
        >
          {sheetOpen && (
            <div className="filters-head">
              <h2 id={titleId} tabIndex={-1} data-autofocus>
                {summary}
              </h2>
              <button type="button" onClick={() => close(true)} aria-label={t.closeFilters}>
                <CloseIcon />
              </button>
            </div>
          )}
          {children}
          {(clear || sheetOpen) && (
            <div className={`filters-foot ${clearOnDesktop ? '' : 'lg:hidden'}`}>
              {clear}
              {sheetOpen && (
                <button type="submit" form={FILTER_FORM_ID} className="btn-solid">
                  {fill(plural.select(shown) === 'one' ? t.showResultsOne : t.showResultsOther, {
                    count: shown,
                  })}
                </button>
              )}
            </div>
          )}
        </div>
      </details>
    </FilterSheetContext>
  );
}
