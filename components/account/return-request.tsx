'use client';

import { useEffect, useRef, useState } from 'react';
import { useShopRouter } from '@/components/i18n/navigation';
import { useTexts } from '@/components/i18n/client-texts-context';
import { reasonLabel } from '@/lib/account/return-request';
import type { ReturnRequest } from '@/lib/account/types';
import { fill } from '@/lib/i18n/fill';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ReturnForm, type ReturnFormLine } from './return-form';

export type { ReturnFormLine };

export interface ReturnRequestProps {
  orderId: number;
  /** The order's item lines without a request yet, each eligible (reason null) or not. */
  lines: ReturnFormLine[];
  /** The window's last day, yyyy-mm-dd. */
  deadline: string | null;
  /** The deadline as the page's language writes it ('14 Nov 2026'). */
  deadlineText: string;
  /** How to send the parcel back, in the page's language (lib/account/return-texts.ts). */
  instructions: string[];
  /** The condition a returned item must be in, in the page's language. */
  condition: string;
}

interface Done {
  requests: ReturnRequest[];
  mailed: boolean;
  /** The requested lines' names, kept: the refreshed order no longer lists them as open. */
  names: ReadonlyMap<number, string>;
}

/**
 * 'Request a return' on a delivered order: the button, then the form, then what was requested.
 * It stays mounted when the refreshed order has nothing left to return, so the confirmation stays;
 * with no returnable line it says why none can be returned.
 */
export function ReturnRequestPanel({
  orderId,
  lines,
  deadline,
  deadlineText,
  instructions,
  condition,
}: ReturnRequestProps) {
  const t = useTexts('orders');
  const hydrated = useHydrated();
  const router = useShopRouter();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <section aria-labelledby="return-result-heading" className="mt-8 border border-line p-4 sm:p-6">
        <h4 id="return-result-heading" ref={resultRef} tabIndex={-1} className="font-semibold text-ink">
          {t.done}
        </h4>
        <ul className="mt-2 text-sm text-ink">
          {done.requests.map((r) => (
            <li key={r.id}>
              {done.names.get(r.lineId) ?? r.itemCode} × {r.quantity}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-ink">
          {fill(t.reasonLine, { reason: reasonLabel(done.requests[0]?.reason ?? '', t.reasons) })}
        </p>
        <p className="mt-2 text-sm text-ink">{done.mailed ? t.mailed : t.notMailed}</p>
        <ol className="mt-2 list-decimal pl-5 text-sm text-muted">
          {instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    );
  }

  if (lines.every((line) => line.reason !== null))
    return (
      <div className="mt-8 text-sm text-muted">
        {[...new Set(lines.map((line) => line.reason))].map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
      </div>
    );

  return (
    <section aria-label={t.returns} className="mt-8">
      {deadline && (
        <p className="text-sm text-muted">
          {t.until.slice(0, t.until.indexOf('{date}'))}
          <time dateTime={deadline}>{deadlineText}</time>
          {t.until.slice(t.until.indexOf('{date}') + 6)}
        </p>
      )}
      {open ? (
        <ReturnForm
          orderId={orderId}
          lines={lines}
          condition={condition}
          onCancel={() => setOpen(false)}
          onDone={(answer) => {
            setDone({ ...answer, names: new Map(lines.map((l) => [l.id, l.name])) });
            // The order's lines (server-rendered) then say 'Return requested on …'.
            router.refresh();
          }}
        />
      ) : (
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => setOpen(true)}
          className="btn mt-3 disabled:opacity-70"
        >
          {t.open}
        </button>
      )}
    </section>
  );
}
