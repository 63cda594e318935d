'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form on one of lib/account/schemas' zod schemas (the same one the route handler
 * checks), plus `field(name)`: the registration and message a TextField or PasswordField takes.
 * `prepare` adjusts the typed values before the schema reads them (the address's blank optionals).
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  prepare?: (values: In) => unknown,
) {
  const checked = zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>;
  const resolver: Resolver<In, unknown, Out> = prepare
    ? (values, context, options) => checked(prepare(values) as In, context, options)
    : checked;
  const form = useForm<In, unknown, Out>({ resolver, defaultValues });
  const field = (name: Path<In>) => ({
    registration: form.register(name),
    error: (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message,
  });
  return { ...form, field };
}
