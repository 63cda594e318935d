'use client';

import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FocusEventHandler,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormPostError } from '@/components/forms/post-json';
import type { SetError } from '@/components/forms/use-schema-form';

// The account forms' fields (components/forms/use-schema-form.ts): a labelled input whose message
// is tied to it with aria-describedby, and a password input that can be shown or hidden (spec).

/** What an input spreads: react-hook-form's registration, or a hand-made one with the same parts. */
export interface Registration {
  name: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
}

export const fieldClass =
  'mt-1 block w-full rounded-sm border border-neutral-400 bg-white px-3 py-2.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink aria-invalid:border-sale';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: Registration;
  error?: string;
  /** Marks the label with * (the field must be filled). */
  required?: boolean;
  /** A line under the field that says what it is for (read with it, aria-describedby). */
  hint?: string;
}

function FieldFrame({
  id,
  label,
  error,
  required,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      )}
    </div>
  );
}

const described = (id: string, error?: string, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined,
});

export function TextField({ label, registration, error, required, hint, id: givenId, ...input }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} required={required} hint={hint}>
      <input
        id={id}
        type="text"
        aria-required={required || undefined}
        {...input}
        {...registration}
        {...described(id, error, hint)}
        className={fieldClass}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'onChange'> {
  label: string;
  registration: Registration;
  error?: string;
  required?: boolean;
  hint?: string;
  /** The choices: each option's value and the text it shows. */
  choices: readonly { value: string; label: string }[];
  /** Told of each choice as it is made, before the form is. */
  onChoose?: (value: string) => void;
}

/** A labelled list of choices, described by its message and hint as a TextField is. */
export function SelectField({
  label,
  registration,
  error,
  required,
  hint,
  choices,
  onChoose,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const { name, ref, onChange, onBlur } = registration;
  return (
    <FieldFrame id={id} label={label} error={error} required={required} hint={hint}>
      <select
        id={id}
        name={name}
        aria-required={required || undefined}
        {...select}
        // A registration is made for inputs; a select's events carry the same name and value.
        ref={ref as unknown as Ref<HTMLSelectElement>}
        onBlur={onBlur as unknown as FocusEventHandler<HTMLSelectElement>}
        onChange={(event) => {
          onChoose?.(event.target.value);
          return onChange(event as unknown as ChangeEvent<HTMLInputElement>);
        }}
        {...described(id, error, hint)}
        className={fieldClass}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The show/hide switch's words (account.client in the page's language; English by default). */
export interface PasswordToggleTexts {
  show: string;
  hide: string;
  showPassword: string;
  hidePassword: string;
}
const PASSWORD_TOGGLE_EN: PasswordToggleTexts = {
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};

export function PasswordField({
  label,
  registration,
  error,
  required,
  hint,
  id: givenId,
  toggle = PASSWORD_TOGGLE_EN,
  ...input
}: FieldProps & { toggle?: PasswordToggleTexts }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} required={required} hint={hint}>
      <div className="relative">
        <input
          id={id}
          aria-required={required || undefined}
          {...input}
          {...registration}
          {...described(id, error, hint)}
          type={shown ? 'text' : 'password'}
          className={`${fieldClass} pr-16`}
        />
        <button
          type="button"
          aria-label={shown ? toggle.hidePassword : toggle.showPassword}
          aria-controls={id}
          onClick={() => setShown(!shown)}
          className="absolute inset-y-0 right-0 mt-1 min-w-14 rounded-sm px-3 text-xs font-medium text-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ink"
        >
          {shown ? toggle.hide : toggle.show}
        </button>
      </div>
    </FieldFrame>
  );
}

/**
 * Puts the server's per-field messages (a 400's `fields`) on the form's fields; returns the message
 * for the form as a whole, or '' when every message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: SetError<T>,
  fallback: string,
  fieldNames: readonly string[],
): string {
  if (!(error instanceof FormPostError)) return fallback;
  let placed = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(name)) continue;
    setError(name as Path<T>, { message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? '' : error.message;
}

/** The form-level message under a form (what no single field owns). */
export function FormError({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="text-sm text-sale">
      {message}
    </p>
  ) : null;
}

/**
 * A POST form that also works before its script runs (server/account/form-post.ts answers
 * `action`); once it runs, `onSubmit` takes over and sends JSON. Either way no field goes in a URL.
 */
export function PostForm({
  action,
  onSubmit,
  label,
  children,
}: {
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  label?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-label={label}
    >
      {children}
    </form>
  );
}

/** The sign-in email (login, reset request), refilled with `kept` after a post without JavaScript. */
export function EmailField({
  kept,
  label = 'Email',
  ...field
}: {
  kept?: string;
  label?: string;
  registration: Registration;
  error?: string;
}) {
  return (
    <TextField label={label} type="email" autoComplete="email" required defaultValue={kept} {...field} />
  );
}
