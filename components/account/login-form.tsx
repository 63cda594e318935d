'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormPostError, sendJson } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { Link } from '@/components/ui/link';
import { loginSchema, type LoginInput } from '@/lib/account/schemas';
import { signedIn, type AccountUser } from './account-client';
import { AUTH_TOASTS } from './auth-messages';
import { applyServerErrors, PasswordField, TextField } from './form-fields';

const FIELDS = ['email', 'password'] as const;

/** The sign-in form: one answer for an unknown email and a wrong password (the server's). */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: AccountUser) => void }) {
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (input) => {
    setFormError('');
    try {
      const { user } = await sendJson<{ user: AccountUser }>(
        '/api/auth/login',
        'POST',
        input,
        AUTH_TOASTS.loginError.description,
      );
      signedIn(user);
      showToast(AUTH_TOASTS.loginSuccess.title, { description: AUTH_TOASTS.loginSuccess.description });
      onSignedIn(user);
    } catch (error) {
      const status = error instanceof FormPostError ? error.status : 0;
      const toast =
        status === 401
          ? AUTH_TOASTS.loginFailed
          : status === 0 || status >= 500
            ? AUTH_TOASTS.loginError
            : null;
      if (toast) showToast(toast.title, { description: toast.description });
      setFormError(
        toast
          ? toast.description
          : applyServerErrors(error, setError, AUTH_TOASTS.loginError.description, FIELDS),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Login">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        registration={register('password')}
        error={errors.password?.message}
      />
      {formError && (
        <p role="alert" className="text-sm text-sale">
          {formError}
        </p>
      )}
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Login'}
      </button>
      <Link href="/reset-password" className="link justify-self-start">
        Forgot password?
      </Link>
    </form>
  );
}
