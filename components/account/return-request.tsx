'use client';

import { useEffect, useRef, useState } from 'react';
import { useShopRouter } from '@/components/i18n/navigation';
import { returnInstructions } from '@/lib/account/return-instructions';
import type { ReturnRequest } from '@/lib/account/types';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatOrderDate } from './order-format';
import { ReturnForm, type ReturnFormLine } from './return-form';

export type { ReturnFormLine };

export interface ReturnRequestProps {
  orderId: number;
  reference: string;
  /** The order's item lines without a request yet, each eligible (reason null) or not. */
  lines: ReturnFormLine[];
  /** The window's last day, yyyy-mm-dd. */
  deadline: string | null;
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
export function ReturnRequestPanel({ orderId, reference, lines, deadline }: ReturnRequestProps) {
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
          Return requested
        </h4>
        <ul className="mt-2 text-sm text-ink">
          {done.requests.map((r) => (
            <li key={r.id}>
              {done.names.get(r.lineId) ?? r.itemCode} × {r.quantity}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-ink">Reason: {done.requests[0]?.reason}</p>
        <p className="mt-2 text-sm text-ink">
          {done.mailed
            ? 'We have sent a confirmation with these instructions to your email.'
            : 'Your request is saved, but we could not send the confirmation mail. Please keep these instructions.'}
        </p>
        <ol className="mt-2 list-decimal pl-5 text-sm text-muted">
          {returnInstructions(reference).map((step) => (
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
    <section aria-label="Returns" className="mt-8">
      {deadline && (
        <p className="text-sm text-muted">
          You can ask for a return until <time dateTime={deadline}>{formatOrderDate(deadline)}</time>.
        </p>
      )}
      {open ? (
        <ReturnForm
          orderId={orderId}
          lines={lines}
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
          Request a return
        </button>
      )}
    </section>
  );
}
