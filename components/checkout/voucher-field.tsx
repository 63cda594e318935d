'use client';

import { useId, useState } from 'react';
import { fieldClass } from '@/components/account/form-fields';
import { sendJson } from '@/components/forms/post-json';
import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { formatMoney } from '@/lib/money';
import type { AppliedVoucher } from './checkout-draft';

// A voucher code with Apply (POST /api/checkout/voucher): the applied value, or the ERP's verdict
// (VOUCHER_MESSAGES) under the field. The order re-checks the code when it is placed.

export interface VoucherFieldProps {
  applied: AppliedVoucher | null;
  onApplied: (voucher: AppliedVoucher | null) => void;
  /** A message from the order's own check (a 400 naming `voucher`). */
  serverError?: string;
}

export function VoucherField({ applied, onApplied, serverError }: VoucherFieldProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useTexts('checkout');
  const locale = useLocale();
  const message = error || serverError || '';

  async function apply() {
    if (busy) return;
    if (!code.trim()) {
      setError(t.voucherMessages.unknown);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await sendJson<{ voucher: AppliedVoucher }>(
        '/api/checkout/voucher',
        'POST',
        { code },
        t.voucherMessages.failed,
      );
      onApplied(answer.voucher);
      setCode('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t.voucherMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  if (applied)
    return (
      <div className="flex items-center justify-between gap-3 text-sm">
        <p role="status">
          {fill(t.voucherApplied, { code: applied.code, amount: formatMoney(applied.valueCents, locale) })}
        </p>
        <button
          type="button"
          onClick={() => onApplied(null)}
          className="focus-ring rounded-sm text-xs font-medium underline underline-offset-2"
        >
          {t.removeVoucher}
        </button>
      </div>
    );

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t.voucherCode}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          autoComplete="off"
          value={code}
          maxLength={40}
          onChange={(event) => {
            setCode(event.target.value);
            setError('');
          }}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the whole order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={fieldClass}
        />
        <button type="button" onClick={() => void apply()} disabled={busy} className="btn mt-1 shrink-0">
          {t.apply}
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-sale">
          {message}
        </p>
      )}
    </div>
  );
}
