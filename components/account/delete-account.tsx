'use client';

import { lazy, useRef, useState } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useAccountPageTexts } from './account-page-texts';

// The dialog's code, Headless UI with it, loads on the first reach for the button, not with the
// account page (its first load stays within floor + 60 KiB: docs/decisions/0013).
const loadDialog = () => import('./delete-dialog');
const DeleteDialog = lazy(() => loadDialog().then((m) => ({ default: m.DeleteDialog })));

/**
 * Account deletion: a button, then a dialog whose confirm button works only once DELETE is typed
 * (spec) and which asks for the current password (docs/decisions/0007).
 */
export function DeleteAccount() {
  const hydrated = useHydrated();
  const t = useAccountPageTexts();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="delete-heading" className="max-w-md">
      <h3 id="delete-heading" className="text-base font-semibold text-ink">
        {t.deleteHeading}
      </h3>
      <p className="mt-2 text-sm text-muted">{t.deleteText}</p>
      <button
        ref={button}
        type="button"
        disabled={!hydrated}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className="btn mt-4 border-sale text-sale hover:bg-sale hover:text-white disabled:opacity-70"
      >
        {t.deleteAccount}
      </button>
      {open && (
        <LazyPart onFail={() => setOpen(false)}>
          <DeleteDialog onClose={() => setOpen(false)} returnFocus={button} />
        </LazyPart>
      )}
    </section>
  );
}
