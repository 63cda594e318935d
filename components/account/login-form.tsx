'use client';

import { useState } from 'react';
import { FormPostError } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { Link } from '@/components/ui/link';
import { loginSchema } from '@/lib/account/schemas';
import type { AccountUser } from './account-client';
import { AUTH_TOASTS } from './auth-messages';
import { applyServerErrors, FormError, PasswordField, TextField } from './form-fields';
import { startSession } from './start-session';
import { useZodForm } from './use-zod-form';

const FIELDS = ['email', 'password'] as const;

/** The sign-in form: one answer for an unknown email and a wrong password (the server's). */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: AccountUser) => void }) {
  const [formError, setFormError] = useState('');
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loginSchema, { email: '', password: '' });

  const submit = handleSubmit(async (input) => {
    setFormError('');
    try {
      onSignedIn(
        await startSession(
          '/api/auth/login',
          input,
          AUTH_TOASTS.loginError.description,
          AUTH_TOASTS.loginSuccess,
        ),
      );
    } catch (error) {
      const status = error instanceof FormPostError ? error.status : 0;
      const toast =
        status === 401
          ? AUTH_TOASTS.loginFailed
          : status === 0 || status >= 500
            ? AUTH_TOASTS.loginError
            : null;
      if (toast) showToast(toast);
      setFormError(
        toast
          ? toast.description
          : applyServerErrors(error, setError, AUTH_TOASTS.loginError.description, FIELDS),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Login">
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <FormError message={formError} />
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Login'}
      </button>
      <Link href="/reset-password" className="link justify-self-start">
        Forgot password?
      </Link>
    </form>
  );
}
