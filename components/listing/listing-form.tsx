'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type ComponentProps, type FormEvent } from 'react';
import { formHref } from './listing-links';
import { useListingTransition } from './listing-transition';

export interface ListingFormProps extends Omit<ComponentProps<'form'>, 'action' | 'method' | 'onSubmit'> {
  /** The listing's pathname: without JavaScript the browser submits the GET form there. */
  action: string;
  /** search: replaces the history entry, keeps the scroll and shows 'Searching...'; sort keeps the
   * scroll; filter scrolls to the top (spec: toggling a filter scrolls to the top). */
  kind: 'search' | 'sort' | 'filter';
}

/**
 * A plain `<form method="get">` that works without JavaScript; with it, the submission becomes a
 * client navigation to the canonical URL of the same state.
 */
export function ListingForm({ action, kind, children, ...rest }: ListingFormProps) {
  const router = useRouter();
  const { startSearch } = useListingTransition();
  const [, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const href = formHref(action, new FormData(form));
    // The bestsellers filter panel closes once its choices are applied.
    if (kind === 'filter') form.closest('details')?.removeAttribute('open');
    if (kind === 'search') startSearch(() => router.replace(href, { scroll: false }));
    else startTransition(() => router.push(href, { scroll: kind === 'filter' }));
  }

  return (
    <form method="get" action={action} onSubmit={onSubmit} {...rest}>
      {children}
    </form>
  );
}
