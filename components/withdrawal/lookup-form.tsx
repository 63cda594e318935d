import type { InputHTMLAttributes } from 'react';
import { fieldClass } from '@/components/account/form-fields';
import type { FormNotice } from '@/lib/account/form-notice';
import type { Locale } from '@/lib/i18n/locales';
import { withdrawalMessage } from '@/lib/withdrawal/texts-in';
import { MESSAGES } from '@/messages';
import { ErrorSummary } from './error-summary';

// A guest's order number and email, posted without JavaScript to /api/order-lookup/form; a refusal
// comes back with its message and the typed email (server/withdrawal/form-routes.ts).

/** A labelled text input of these plain forms. */
export function TextField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} required className={fieldClass} {...input} />
    </div>
  );
}

export function LookupForm({
  next,
  notice,
  locale = 'en',
}: {
  next: 'status' | 'withdraw';
  notice?: FormNotice;
  locale?: Locale;
}) {
  const T = MESSAGES[locale].withdrawal.lookup;
  return (
    <form method="post" action="/api/order-lookup/form" noValidate className="max-w-md space-y-5">
      {notice?.error && <ErrorSummary message={withdrawalMessage(notice.error, locale)} />}
      <input type="hidden" name="next" value={next} />
      <TextField
        id="lookup-number"
        name="orderNumber"
        label={T.orderNumberLabel}
        autoComplete="off"
        placeholder="RUCK-…"
      />
      <TextField
        id="lookup-email"
        name="email"
        type="email"
        label={T.emailLabel}
        autoComplete="email"
        defaultValue={notice?.email}
      />
      <button type="submit" className="btn btn-solid">
        {T.find}
      </button>
    </form>
  );
}
