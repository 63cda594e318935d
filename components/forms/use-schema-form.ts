'use client';

import { useEffect, useMemo, useRef, type SyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';

// The shop's forms on react-hook-form with one of the shared zod/mini schemas (the same one the
// route handler checks), in react-hook-form's default modes: uncontrolled inputs, validation on
// submit, re-validation of the edited field on change once submitted. Two additions: `field(name)`,
// what a TextField or PasswordField takes, and focus that waits for the messages (below).

/** Puts a message on a field (a server's answer); `shouldFocus` moves focus there. */
export type SetError<T extends FieldValues> = (
  name: Path<T>,
  error: { message: string },
  options?: { shouldFocus?: boolean },
) => void;

export interface SchemaForm<In extends FieldValues, Out> extends Omit<
  UseFormReturn<In, unknown, Out>,
  'handleSubmit' | 'setError'
> {
  field: (name: Path<In>) => { registration: ReturnType<UseFormReturn<In>['register']>; error?: string };
  handleSubmit: (onValid: (data: Out) => unknown) => (event?: SyntheticEvent) => Promise<void>;
  setError: SetError<In>;
}

/** Where focus goes once the messages are on screen: the first invalid field in `scope`, or `name`. */
interface PendingFocus {
  scope: ParentNode;
  name?: string;
}

/**
 * A form on `schema`, starting from `defaultValues`. A valid submit hands the schema's output
 * (trimmed, normalised) to the callback. `prepare` turns the typed values into what the schema
 * reads (the address's blank optionals); it may change between renders.
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: $ZodType<Out, In>,
  defaultValues: In,
): SchemaForm<In, Out>;
export function useSchemaForm<In extends FieldValues, Out, Read>(
  schema: $ZodType<Out, Read>,
  defaultValues: In,
  prepare: (values: In) => Read,
): SchemaForm<In, Out>;
export function useSchemaForm<In extends FieldValues, Out>(
  schema: $ZodType<Out>,
  defaultValues: In,
  prepare?: (values: In) => unknown,
): SchemaForm<In, Out> {
  // react-hook-form reads its options on every render, so the resolver follows the latest rules.
  const resolver = useMemo(() => {
    const check = zodResolver(schema as $ZodType<Out, FieldValues>) as unknown as Resolver<In, unknown, Out>;
    return ((values, context, options) =>
      check((prepare ? prepare(values) : values) as In, context, options)) satisfies Resolver<
      In,
      unknown,
      Out
    >;
  }, [schema, prepare]);
  // react-hook-form's own focus comes before the render that shows the messages; this one after,
  // so the field is focused already described by its message (aria-describedby) and a screen
  // reader reads both. Focus goes to the first invalid field on the page, not in the schema.
  const form = useForm<In, unknown, Out>({
    defaultValues: defaultValues as DefaultValues<In>,
    resolver,
    shouldFocusError: false,
  });
  const pending = useRef<PendingFocus | null>(null);
  const scope = useRef<ParentNode | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const { scope, name } = pending.current;
    const element = scope.querySelector<HTMLElement>(
      `${name ? `[name="${name}"]` : ''}[aria-invalid="true"]`,
    );
    // Not on screen yet: a render before the one with the messages.
    if (!element) return;
    pending.current = null;
    element.focus();
  });

  const handleSubmit: SchemaForm<In, Out>['handleSubmit'] = (onValid) => async (event) => {
    // The submitting form (or the form around a button that submits it): focus stays inside it.
    const target = event?.currentTarget;
    const within = (target instanceof Element && target.closest('form')) || document;
    scope.current = within;
    pending.current = null;
    await form.handleSubmit(
      (data) => onValid(data),
      () => void (pending.current = { scope: within }),
    )(event);
  };

  const setError: SetError<In> = (name, { message }, options) => {
    if (options?.shouldFocus) pending.current = { scope: scope.current ?? document, name };
    form.setError(name, { type: 'server', message });
  };

  const field = (name: Path<In>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  return { ...form, field, handleSubmit, setError };
}
