'use client';

import { useMemo, useState } from 'react';
import { useTexts } from '@/components/i18n/client-texts-context';
import { FormPostError } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { registerSchemaFor } from '@/lib/account/schemas';
import type { AccountUser } from './account-client';
import { registerToasts } from './auth-messages';
import { applyServerErrors, FormError, PasswordField, TextField } from './form-fields';
import { startSession } from './start-session';
import { useSchemaForm } from '@/components/forms/use-schema-form';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** The Create Account form (spec section 5's rules, checked again by the server). */
export function RegisterForm({
  onSignedIn,
  email = '',
}: {
  onSignedIn: (user: AccountUser) => void;
  /** The email to start with. */
  email?: string;
}) {
  const t = useTexts('account');
  const AUTH_TOASTS = useMemo(() => registerToasts(t.toasts), [t]);
  const registerSchema = useMemo(() => registerSchemaFor(t.errors), [t]);
  const [formError, setFormError] = useState('');
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(registerSchema, {
    firstName: '',
    lastName: '',
    email,
    phone: '',
    password: '',
    confirmPassword: '',
  });

  const submit = handleSubmit(async (input) => {
    setFormError('');
    try {
      onSignedIn(
        await startSession(
          '/api/auth/register',
          input,
          AUTH_TOASTS.registerError.description,
          AUTH_TOASTS.registered,
        ),
      );
    } catch (error) {
      const status = error instanceof FormPostError ? error.status : 0;
      if (status === 0) {
        showToast(AUTH_TOASTS.registerError);
        return setFormError(AUTH_TOASTS.registerError.description);
      }
      const message = applyServerErrors(error, setError, AUTH_TOASTS.registerFailed.description, FIELDS);
      // A refusal the server explains (the email is taken, too many tries) is shown as it is said.
      showToast(AUTH_TOASTS.registerFailed.title, {
        description:
          error instanceof FormPostError && status < 500
            ? error.message
            : AUTH_TOASTS.registerFailed.description,
      });
      setFormError(message);
    }
  });

  return (
    <form
      // POST: a tap before the script runs reloads the page, never puts a field in the URL.
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
      aria-label={t.createAccount}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.firstName} autoComplete="given-name" required {...field('firstName')} />
        <TextField label={t.lastName} autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label={t.email} type="email" autoComplete="email" required {...field('email')} />
      <TextField label={t.phoneOptional} type="tel" autoComplete="tel" {...field('phone')} />
      <PasswordField
        label={t.password}
        toggle={t}
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <PasswordField
        label={t.confirmPassword}
        toggle={t}
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <FormError message={formError} />
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? t.creatingAccount : t.createAccount}
      </button>
    </form>
  );
}
