'use client';

import { useShopRouter } from '@/components/i18n/navigation';
import { useEffect, useRef, useTransition, type ComponentProps, type FormEvent } from 'react';
import { useFilterSheet } from './filter-sheet-context';
import { formHref, solidButtonClass } from './listing-links';
import { useListingTransition } from './listing-transition';
import { NoScriptSubmit } from './no-script-submit';

export interface ListingFormProps extends Omit<
  ComponentProps<'form'>,
  'action' | 'method' | 'onSubmit' | 'onChange'
> {
  /** The listing's pathname: without JavaScript the browser submits the GET form there. */
  action: string;
  /** search: replaces the history entry, keeps the scroll and shows 'Searching...'; sort keeps the
   * scroll; filter scrolls to the top (spec: toggling a filter scrolls to the top). */
  kind: 'search' | 'sort' | 'filter';
  /** Filters that apply on every change: the label of the submit button shown until hydration,
   * so that without JavaScript the shopper ticks options and presses it. */
  autoSubmit?: string;
  /** The state the server rendered the checkboxes for; when it changes (a 'Clear all' link, the
   * back button) they take their new defaults, keeping focus where it was. */
  resetKey?: string;
}

/**
 * A plain `<form method="get">` that works without JavaScript; with it, the submission becomes a
 * client navigation to the canonical URL of the same state.
 */
export function ListingForm({ action, kind, autoSubmit, resetKey, children, ...rest }: ListingFormProps) {
  const router = useShopRouter();
  const { startSearch } = useListingTransition();
  const [, startTransition] = useTransition();
  const sheet = useFilterSheet();
  const ref = useRef<HTMLFormElement>(null);
  const seen = useRef(resetKey);

  useEffect(() => {
    if (seen.current === resetKey) return;
    seen.current = resetKey;
    // Through the `checked` setter, so React's change tracking sees it too (form.reset() would not).
    for (const input of ref.current?.querySelectorAll('input') ?? []) input.checked = input.defaultChecked;
  }, [resetKey]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const href = formHref(action, new FormData(form));
    // The bestsellers filter panel closes once its choices are applied.
    if (kind === 'filter' && !autoSubmit) form.closest('details')?.removeAttribute('open');
    if (kind === 'filter') sheet?.applied();
    if (kind === 'search') startSearch(() => router.replace(href, { scroll: false }));
    else startTransition(() => router.push(href, { scroll: kind === 'filter' }));
  }

  return (
    <form
      ref={ref}
      method="get"
      action={action}
      onSubmit={onSubmit}
      onChange={
        autoSubmit
          ? (event) => {
              // In the phone sheet a tick only updates 'Show N results'; the button applies them all.
              if (sheet?.deferred) sheet.changed(event.currentTarget);
              else event.currentTarget.requestSubmit();
            }
          : undefined
      }
      {...rest}
    >
      {children}
      {autoSubmit && <NoScriptSubmit className={solidButtonClass}>{autoSubmit}</NoScriptSubmit>}
    </form>
  );
}
