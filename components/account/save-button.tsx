'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { sendJson } from '@/components/forms/post-json';
import { useHydrated } from '@/components/ui/use-hydrated';
import { showToast } from '@/components/ui/toast';
import { useAccountPageTexts } from './account-page-texts';
import { SAVED_MS } from './account-messages';
import { applyServerErrors } from './form-fields';
import { failureLine } from './form-failure';
import type { FieldValues } from 'react-hook-form';
import type { SetError } from '@/components/forms/use-schema-form';

export type SaveState = 'idle' | 'saving' | 'saved';

/**
 * Spec: the save button reads 'Saving...' while it sends and then 'Saved!' for 3 s. `run` sends;
 * when it resolves to true the button reads Saved! and goes back to Save after SAVED_MS.
 */
export function useSaveCycle() {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(async (send: () => Promise<boolean>) => {
    clearTimeout(timer.current);
    setState('saving');
    const saved = await send();
    setState(saved ? 'saved' : 'idle');
    if (saved) timer.current = setTimeout(() => setState('idle'), SAVED_MS);
  }, []);
  return { state, run };
}

/**
 * A details form's save: PUT `url` inside the save cycle, then `onSaved` with the server's answer.
 * A failure keeps what was typed: field messages go on their fields; anything else is the spec's
 * 'Update failed' toast and a line under the form.
 */
export function useAccountSave<T extends FieldValues, Answer>(
  url: string,
  fields: readonly string[],
  setError: SetError<T>,
  onSaved: (answer: Answer) => void,
) {
  const { state, run } = useSaveCycle();
  const toasts = useAccountPageTexts().toasts;
  const FAILED = { title: toasts.updateFailedTitle, description: toasts.updateFailed };
  const [failure, setFailure] = useState('');
  const save = (input: unknown) =>
    run(async () => {
      setFailure('');
      try {
        onSaved(await sendJson<Answer>(url, 'PUT', input, FAILED.description));
        return true;
      } catch (error) {
        if (applyServerErrors(error, setError, FAILED.description, fields)) {
          const line = failureLine(error, FAILED.description);
          setFailure(line);
          showToast(FAILED.title, { description: line });
        }
        return false;
      }
    });
  return { state, failure, save };
}

/**
 * The submit button of a save cycle, with a polite status line for screen readers. Disabled until
 * hydrated: without JavaScript the form would send its fields as a GET query.
 */
export function SaveButton({ state, what }: { state: SaveState; what: 'details' | 'address' }) {
  const hydrated = useHydrated();
  const t = useAccountPageTexts();
  const LABELS: Record<SaveState, string> = { idle: t.save, saving: t.saving, saved: t.saved };
  const said =
    what === 'details'
      ? { saving: t.savingDetails, saved: t.savedDetails }
      : { saving: t.savingAddress, saved: t.savedAddress };
  return (
    <div className="flex items-center gap-3">
      <button
        type="submit"
        disabled={!hydrated || state === 'saving'}
        className="btn-solid min-w-28 disabled:opacity-70"
      >
        {LABELS[state]}
      </button>
      <p role="status" className="sr-only">
        {state === 'saving' ? said.saving : state === 'saved' ? said.saved : ''}
      </p>
    </div>
  );
}
