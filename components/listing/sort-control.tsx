'use client';

import { useState } from 'react';
import { useTexts } from '@/components/i18n/client-texts-context';
import type { SortOption } from '@/lib/listing/sort';
import { focusRing } from './listing-links';
import { NoScriptSubmit } from './no-script-submit';

export interface SortControlProps {
  label: string;
  options: readonly SortOption[];
  value: string;
  id?: string;
}

/** The labelled select; a change submits its form at once. The Apply button is for no-JS only. */
export function SortControl({ label, options, value, id = 'listing-sort' }: SortControlProps) {
  const t = useTexts('catalogue');
  const [selected, setSelected] = useState(value);
  const [seen, setSeen] = useState(value);
  // The page moved to another sort itself (back button): show it.
  if (value !== seen) {
    setSeen(value);
    setSelected(value);
  }
  return (
    <>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        {label}
      </label>
      <span id={`${id}-hint`} className="sr-only">
        {t.sortHint}
      </span>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        name="sort"
        value={selected}
        onChange={(event) => {
          setSelected(event.currentTarget.value);
          event.currentTarget.form?.requestSubmit();
        }}
        className={`h-10 rounded-sm border border-line bg-white px-3 text-sm text-ink hover:border-ink ${focusRing}`}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      <NoScriptSubmit className={`h-10 rounded-sm border border-ink px-3 text-sm font-medium ${focusRing}`}>
        {t.apply}
      </NoScriptSubmit>
    </>
  );
}
