'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormPostError, sendJson } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { registerSchema, type RegisterInput } from '@/lib/account/schemas';
import { signedIn, type AccountUser } from './account-client';
import { AUTH_TOASTS } from './auth-messages';
import { applyServerErrors, PasswordField, TextField } from './form-fields';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** The Create Account form (spec section 5's rules, checked again by the server). */
export function RegisterForm({ onSignedIn }: { onSignedIn: (user: AccountUser) => void }) {
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registerSchema>, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (input) => {
    setFormError('');
    try {
      const { user } = await sendJson<{ user: AccountUser }>(
        '/api/auth/register',
        'POST',
        input,
        AUTH_TOASTS.registerError.description,
      );
      signedIn(user);
      showToast(AUTH_TOASTS.registered.title, { description: AUTH_TOASTS.registered.description });
      onSignedIn(user);
    } catch (error) {
      const status = error instanceof FormPostError ? error.status : 0;
      if (status === 0) {
        showToast(AUTH_TOASTS.registerError.title, { description: AUTH_TOASTS.registerError.description });
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

  const field = (name: (typeof FIELDS)[number]) => ({
    registration: register(name),
    error: errors[name]?.message,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
      aria-label="Create Account"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      {formError && (
        <p role="alert" className="text-sm text-sale">
          {formError}
        </p>
      )}
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
