'use client';

import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTexts } from '@/components/i18n/client-texts-context';
import { CloseIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';
import { cleanSearch, SEARCH_MAX_LENGTH } from '@/lib/listing/query';

export interface SearchBoxProps {
  /** The search the page was rendered with. */
  value: string;
  label: string;
  placeholder: string;
  debounceMs: number;
  id?: string;
}

/**
 * The search input of a listing's GET form. Typing submits the form after `debounceMs` of quiet
 * (the form turns that into `router.replace`), so the input keeps its focus while the results
 * update; Enter submits at once. Without JavaScript the form submits as usual.
 */
export function SearchBox({
  value: rendered,
  label,
  placeholder,
  debounceMs,
  id = 'listing-search',
}: SearchBoxProps) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = useTexts('catalogue');
  const [value, setValue] = useState(rendered);
  const [seen, setSeen] = useState(rendered);
  // Terms this box sent that the page has not caught up with yet, the newest last.
  const [inFlight, setInFlight] = useState<string[]>([]);

  if (rendered !== seen) {
    setSeen(rendered);
    if (rendered === inFlight.at(-1)) setInFlight([]);
    else if (!inFlight.includes(rendered)) {
      // Changed elsewhere (a 'Clear search' link, the back button): show the page's term. A term
      // this box sent earlier never overwrites newer typing.
      setValue(rendered);
      setInFlight([]);
    }
  }
  const lastSent = inFlight.at(-1) ?? rendered;

  useEffect(() => () => clearTimeout(timer.current), []);

  function submit(term: string) {
    clearTimeout(timer.current);
    setInFlight((terms) => [...terms, cleanSearch(term)]);
    input.current?.form?.requestSubmit();
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const term = event.target.value;
    setValue(term);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (cleanSearch(term) !== lastSent) submit(term);
    }, debounceMs);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The form submits itself; the pending debounce must not send the term again.
    if (event.key === 'Enter') {
      clearTimeout(timer.current);
      setInFlight((terms) => [...terms, cleanSearch(value)]);
    }
  }

  function clear() {
    setValue('');
    // The input must be empty before the form is read.
    if (input.current) input.current.value = '';
    submit('');
    input.current?.focus();
  }

  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="search"
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        className="search-input"
      />
      {hydrated && value !== '' && (
        <button type="button" onClick={clear} aria-label={t.clearSearch} className="search-clear">
          <CloseIcon width={16} height={16} />
        </button>
      )}
    </div>
  );
}
