'use client';

import { useState } from 'react';
import { sendJson } from '@/components/forms/post-json';
import { Link } from '@/components/ui/link';
import type { FormNotice } from '@/lib/account/form-notice';
import { ACCOUNT_MESSAGES, passwordResetRequestSchema, passwordResetSchema } from '@/lib/account/schemas';
import { signedOut } from './account-client';
import { applyServerErrors, EmailField, FormError, PasswordField, PostForm } from './form-fields';
import { useSchemaForm } from '@/components/forms/use-schema-form';

const UNEXPECTED = 'An unexpected error occurred. Please try again later.';
export const PASSWORD_RESET_DONE = ACCOUNT_MESSAGES.resetDone;

/**
 * Step 1: the email to send the link to; the answer is the same whether an account exists or not.
 * Both steps are POST forms that work before their script runs (server/account/form-post.ts).
 */
export function ResetRequestForm({ notice }: { notice?: FormNotice }) {
  const [sent, setSent] = useState(notice?.status ?? '');
  const [formError, setFormError] = useState(notice?.error ?? '');
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(passwordResetRequestSchema, { email: notice?.email ?? '' });
  const submit = handleSubmit(async (input) => {
    setFormError('');
    try {
      const { message } = await sendJson<{ message: string }>('/api/auth/forgot', 'POST', input, UNEXPECTED);
      setSent(message);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, UNEXPECTED, ['email']));
    }
  });
  if (sent)
    return (
      <p role="status" className="text-sm text-ink">
        {sent}
      </p>
    );
  return (
    <PostForm action="/api/auth/forgot/form" onSubmit={submit}>
      <p className="text-sm text-muted">
        Enter your account’s email and we will send you a link to choose a new password.
      </p>
      <EmailField kept={notice?.email} {...field('email')} />
      <FormError message={formError} />
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </button>
      <Link href="/login" className="link justify-self-start">
        Back to login
      </Link>
    </PostForm>
  );
}

/** Step 2: the mailed link's form. Success ends every session of the account. */
export function ResetPasswordForm({ token, notice }: { token: string; notice?: FormNotice }) {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState(notice?.error ?? '');
  const {
    field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(passwordResetSchema, { token, newPassword: '', confirmPassword: '' });
  const submit = handleSubmit(async (input) => {
    setFormError('');
    try {
      await sendJson('/api/auth/reset', 'POST', input, UNEXPECTED);
      signedOut();
      setDone(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, UNEXPECTED, ['newPassword', 'confirmPassword']));
    }
  });
  if (done)
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm text-ink">
          {PASSWORD_RESET_DONE}
        </p>
        <Link href="/login" className="btn-solid">
          Login
        </Link>
      </div>
    );
  return (
    <PostForm action="/api/auth/reset/form" onSubmit={submit}>
      <input type="hidden" name="token" value={token} />
      <PasswordField label="New password" autoComplete="new-password" required {...field('newPassword')} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <FormError message={formError || (errors.token?.message ?? '')} />
      {formError && (
        <Link href="/reset-password" className="link justify-self-start">
          Request a new link
        </Link>
      )}
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set new password'}
      </button>
    </PostForm>
  );
}
