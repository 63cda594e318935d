'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  RETURN_NOTE_MAX,
  RETURN_REASON_KEYS,
  RETURN_REASONS,
  returnRequestSchemaFor,
} from '@/lib/account/return-request';
import type { ReturnRequest } from '@/lib/account/types';
import { useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { sendJson } from '@/components/forms/post-json';
import { fieldClass, FormError } from './form-fields';

export interface ReturnFormLine {
  id: number;
  name: string;
  /** 'Colour: BLACK · Size: M', or ''. */
  details: string;
  quantity: number;
  /** Why it cannot be returned; null when it can. */
  reason: string | null;
}

interface Props {
  orderId: number;
  lines: ReturnFormLine[];
  /** The condition a returned item must be in, in the page's language. */
  condition: string;
  onCancel: () => void;
  onDone: (answer: { requests: ReturnRequest[]; mailed: boolean }) => void;
}

/** A checkbox and a quantity per eligible line, the reason and a note; the server checks it all again. */
export function ReturnForm({ orderId, lines, condition, onCancel, onDone }: Props) {
  const t = useTexts('orders');
  const FAILED = t.failed;
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => headingRef.current?.focus(), []);

  const toggle = (lineId: number, on: boolean) =>
    setPicked(({ [lineId]: _, ...rest }) => (on ? { ...rest, [lineId]: 1 } : rest));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const body = {
      lines: Object.entries(picked).map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity })),
      reason,
      note,
    };
    const parsed = returnRequestSchemaFor({
      ...t.errors,
      note: fill(t.errors.note, { max: RETURN_NOTE_MAX }),
    }).safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError('');
    setSending(true);
    try {
      onDone(await sendJson(`/api/account/orders/${orderId}/returns`, 'POST', parsed.data, FAILED));
    } catch (failure) {
      // The server's own words: which item cannot be returned and why, or how long to wait.
      setError(failure instanceof Error ? failure.message : FAILED);
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="mt-4 grid max-w-xl gap-5">
      <h4 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="font-semibold text-ink">
        {t.heading}
      </h4>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">{t.items}</legend>
        {lines.map((line) => (
          <div key={line.id} className="text-sm">
            <div className="flex items-start gap-2">
              <input
                id={`${id}-line-${line.id}`}
                type="checkbox"
                checked={line.id in picked}
                disabled={line.reason !== null}
                aria-describedby={line.reason ? `${id}-why-${line.id}` : undefined}
                onChange={(e) => toggle(line.id, e.target.checked)}
                className="focus-ring mt-0.5 size-4 shrink-0 accent-ink"
              />
              <label htmlFor={`${id}-line-${line.id}`} className={line.reason ? 'text-muted' : 'text-ink'}>
                {line.name}
                {line.details && <span className="block text-muted">{line.details}</span>}
              </label>
            </div>
            {line.reason && (
              <p id={`${id}-why-${line.id}`} className="mt-1 ml-6 text-muted">
                {line.reason}
              </p>
            )}
            {line.id in picked && line.quantity > 1 && (
              <label className="mt-2 ml-6 flex items-center gap-2 text-ink">
                {t.quantity}
                <select
                  value={picked[line.id]}
                  onChange={(e) => setPicked({ ...picked, [line.id]: Number(e.target.value) })}
                  className="focus-ring rounded-sm border border-neutral-400 bg-white px-2 py-1"
                >
                  {Array.from({ length: line.quantity }, (_, i) => (
                    <option key={i + 1}>{i + 1}</option>
                  ))}
                </select>
                <span className="sr-only">{fill(t.quantityOf, { name: line.name })}</span>
              </label>
            )}
          </div>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
          {t.reason}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-reason`}
          value={reason}
          aria-required
          onChange={(e) => setReason(e.target.value)}
          className={fieldClass}
        >
          <option value="">{t.chooseReason}</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {t.reasons[RETURN_REASON_KEYS[r]]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
          {t.note}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={RETURN_NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby={`${id}-note-hint`}
          className={fieldClass}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-muted">
          {fill(t.noteHint, { max: RETURN_NOTE_MAX })}
        </p>
      </div>
      <p className="text-sm text-muted">{fill(t.condition, { condition })}</p>
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sending} className="btn-solid min-w-28 disabled:opacity-70">
          {sending ? t.submitting : t.submit}
        </button>
        <button type="button" onClick={onCancel} disabled={sending} className="btn disabled:opacity-70">
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
