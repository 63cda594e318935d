'use client';

import { useEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { fieldErrors } from '@/lib/account/schemas';

// The shop's forms on one of the shared zod/mini schemas (the same one the route handler checks),
// in place of react-hook-form and its resolver, which with classic zod were ~45 KB gzip of the
// /account and /checkout JavaScript (docs/performance.md, "JS gz, /account and /checkout"). It does
// what the forms use, the way react-hook-form's defaults did: uncontrolled inputs, validation on
// submit, re-validation of the edited field on change once submitted, focus on the first invalid
// field, server messages put on fields, reset after a save, and watch() for the checkout's draft.

/** A form's values by field name: text as the inputs hold it (login's optional rememberMe aside). */
export type FormValues = object;
export type FieldName<T extends FormValues> = keyof T & string;

/** What an input spreads: its name, its element for focus and reset, and its change handler. */
export interface Registration {
  name: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface FieldError {
  message: string;
}
export type FormErrors<T extends FormValues> = Partial<Record<FieldName<T>, FieldError>>;

/** Puts a message on a field (a server's answer); `shouldFocus` moves focus there. */
export type SetError<T extends FormValues> = (
  name: FieldName<T>,
  error: FieldError,
  options?: { shouldFocus?: boolean },
) => void;

export interface ZodForm<In extends FormValues, Out> {
  field: (name: FieldName<In>) => { registration: Registration; error?: string };
  handleSubmit: (onValid: (data: Out) => unknown) => (event?: SyntheticEvent) => Promise<void>;
  setError: SetError<In>;
  reset: (values: In) => void;
  watch: () => In;
  formState: { errors: FormErrors<In>; isSubmitting: boolean };
}

/** The element first in document order: the one a keyboard user meets first. */
export function firstInDomOrder(elements: HTMLElement[]): HTMLElement | undefined {
  return elements.reduce<HTMLElement | undefined>(
    (first, element) =>
      !first || element.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING ? element : first,
    undefined,
  );
}

/** Shows a value in an uncontrolled input (a blank one for an absent optional). */
function show(element: HTMLInputElement, value: unknown) {
  element.value = typeof value === 'string' ? value : '';
}

/**
 * A form on `schema`, starting from `defaultValues`. A valid submit hands the schema's output
 * (trimmed, normalised) to the callback; `field(name)` is what a TextField or PasswordField takes.
 * `prepare` turns the typed values into what the schema reads (the address's blank optionals).
 */
export function useZodForm<In extends FormValues, Out>(
  schema: $ZodType<Out, In>,
  defaultValues: In,
): ZodForm<In, Out>;
export function useZodForm<In extends FormValues, Out, Read>(
  schema: $ZodType<Out, Read>,
  defaultValues: In,
  prepare: (values: In) => Read,
): ZodForm<In, Out>;
export function useZodForm<In extends FormValues, Out>(
  schema: $ZodType<Out>,
  defaultValues: In,
  prepare?: (values: In) => unknown,
): ZodForm<In, Out> {
  const values = useRef<In>({ ...defaultValues });
  const elements = useRef(new Map<FieldName<In>, HTMLInputElement>());
  const registrations = useRef(new Map<FieldName<In>, Registration>());
  const submitted = useRef(false);
  const watching = useRef(false);
  // Focus waits for the render that shows the messages, so the input is focused already described
  // by its message (aria-describedby) and a screen reader reads both.
  const focusNext = useRef<FieldName<In>[] | null>(null);
  const [errors, setErrors] = useState<FormErrors<In>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [, rerender] = useState(0);
  // The registrations are made once per field; they read the latest schema and prepare from here.
  const rules = useRef({ schema, prepare });
  useEffect(() => {
    rules.current = { schema, prepare };
  }, [schema, prepare]);

  useEffect(() => {
    const names = focusNext.current;
    if (!names) return;
    focusNext.current = null;
    const invalid = names.flatMap((name) => elements.current.get(name) ?? []);
    firstInDomOrder(invalid)?.focus();
  });

  const validate = (): { ok: true; data: Out } | { ok: false; errors: FormErrors<In> } => {
    const { schema, prepare } = rules.current;
    const current = values.current;
    const parsed = safeParse(schema, prepare ? prepare(current) : current);
    if (parsed.success) return { ok: true, data: parsed.data };
    const found: FormErrors<In> = {};
    for (const [name, message] of Object.entries(fieldErrors(parsed.error)))
      found[name as FieldName<In>] = { message };
    return { ok: false, errors: found };
  };

  const register = (name: FieldName<In>): Registration => {
    const known = registrations.current.get(name);
    if (known) return known;
    const registration: Registration = {
      name,
      ref: (element) => {
        if (!element) return void elements.current.delete(name);
        elements.current.set(name, element);
        show(element, values.current[name]);
      },
      onChange: (event) => {
        values.current = { ...values.current, [name]: event.target.value };
        if (watching.current) rerender((n) => n + 1);
        // After the first submit each edit re-checks the form and updates this field's message,
        // so a fixed field's message goes as the shopper types (react-hook-form's reValidateMode).
        if (!submitted.current) return;
        const result = validate();
        const message = result.ok ? undefined : result.errors[name]?.message;
        setErrors((previous) => {
          if (previous[name]?.message === message) return previous;
          const next = { ...previous };
          if (message === undefined) delete next[name];
          else next[name] = { message };
          return next;
        });
      },
    };
    registrations.current.set(name, registration);
    return registration;
  };

  /** Checks the values; on success runs `onValid` with the schema's output while isSubmitting. */
  const handleSubmit =
    (onValid: (data: Out) => unknown) =>
    async (event?: SyntheticEvent): Promise<void> => {
      event?.preventDefault();
      setSubmitting(true);
      submitted.current = true;
      const result = validate();
      if (result.ok) {
        setErrors({});
        try {
          await onValid(result.data);
        } finally {
          setSubmitting(false);
        }
      } else {
        focusNext.current = Object.keys(result.errors) as FieldName<In>[];
        setErrors(result.errors);
        setSubmitting(false);
      }
    };

  const setError: SetError<In> = (name, { message }, options) => {
    if (options?.shouldFocus) focusNext.current = [name];
    setErrors((previous) => ({ ...previous, [name]: { message } }));
  };

  /** New values (a save's answer, or empty fields): the inputs show them and the messages go. */
  const reset = (next: In) => {
    values.current = { ...next };
    for (const [name, element] of elements.current) show(element, next[name]);
    submitted.current = false;
    setErrors({});
  };

  /** The current values; a form that reads them re-renders on every edit. */
  const watch = (): In => {
    watching.current = true;
    return values.current;
  };

  const field = (name: FieldName<In>) => ({ registration: register(name), error: errors[name]?.message });

  return { field, handleSubmit, setError, reset, watch, formState: { errors, isSubmitting } };
}
