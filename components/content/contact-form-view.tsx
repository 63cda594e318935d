import type { FormHTMLAttributes, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTexts } from '@/components/i18n/client-texts-context';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, type ContactField } from '@/lib/forms/contact';

// The contact form's markup, one for both of its states: plain in the page's first load
// (./contact-form) and with its logic once the shopper starts (./contact-form-live). One markup
// keeps the switch unseen: the same size, labels and order, so no layout shift and no lost place.
// Its words are the page's language: messages/<locale>/content.json's client part.

const AUTOCOMPLETE: Partial<Record<ContactField, string>> = { name: 'name', email: 'email' };
const fieldClass =
  'mt-1 block w-full rounded-sm border border-neutral-400 bg-white px-3 py-2.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink aria-invalid:border-sale';

/** A field as the form logic holds it (components/forms/use-schema-form.ts's `field`). */
interface ContactFieldState {
  registration: UseFormRegisterReturn<ContactField>;
  error?: string;
}

interface ContactFormViewProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children' | 'className'> {
  ref?: Ref<HTMLFormElement>;
  /** The form logic's fields; without them the inputs are plain (what the first load renders). */
  fields?: Record<ContactField, ContactFieldState>;
  failure?: string;
  sending?: boolean;
  /** False until hydrated: without JavaScript the form would send the text as a GET query. */
  enabled: boolean;
}

export function ContactFormView({
  fields,
  failure,
  sending = false,
  enabled,
  ...form
}: ContactFormViewProps) {
  const t = useTexts('content');
  return (
    // noValidate: the messages are ours (and the same as the server's), not the browser's bubbles.
    // POST: should the form ever be sent before its script, the message stays out of the URL and logs.
    <form
      method="post"
      {...form}
      noValidate
      aria-describedby="contact-required"
      className="grid gap-5 sm:grid-cols-2"
    >
      <p id="contact-required" className="text-sm text-muted sm:col-span-2">
        {t.required}
      </p>
      {CONTACT_FIELDS.map((name) => (
        <Field key={name} name={name} label={t.labels[name]} {...fields?.[name]} />
      ))}
      {failure && (
        <p role="alert" className="text-sm text-sale sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={!enabled || sending}
          className="btn-solid min-w-40 disabled:opacity-70"
        >
          {sending ? t.sending : t.send}
        </button>
      </div>
      <p role="status" className="sr-only">
        {sending ? t.sendingStatus : ''}
      </p>
    </form>
  );
}

function Field({
  name,
  label,
  registration,
  error,
}: { name: ContactField; label: string } & Partial<ContactFieldState>) {
  const errorId = `contact-${name}-error`;
  const props = {
    id: `contact-${name}`,
    name,
    required: true,
    maxLength: CONTACT_MAX_LENGTH[name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: fieldClass,
    ...registration,
  };
  return (
    <div className={name === 'message' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={props.id} className="text-sm font-medium text-ink">
        {label} <span aria-hidden="true">*</span>
      </label>
      {name === 'message' ? (
        <textarea {...props} rows={6} />
      ) : (
        <input
          {...props}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={AUTOCOMPLETE[name] ?? 'off'}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-sale">
          {error}
        </p>
      )}
    </div>
  );
}
