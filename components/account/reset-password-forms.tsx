'use client';

import { useMemo, useState } from 'react';
import { useAccountPageTexts } from './account-page-texts';
import { sendJson } from '@/components/forms/post-json';
import { Link } from '@/components/ui/link';
import type { FormNotice } from '@/lib/account/form-notice';
import {
  ACCOUNT_MESSAGES,
  passwordResetRequestSchemaFor,
  passwordResetSchemaFor,
} from '@/lib/account/schemas';
import { signedOut } from './account-client';
import { applyServerErrors, EmailField, FormError, PasswordField, PostForm } from './form-fields';
import { useSchemaForm } from '@/components/forms/use-schema-form';

export const PASSWORD_RESET_DONE = ACCOUNT_MESSAGES.resetDone;

/**
 * Step 1: the email to send the link to; the answer is the same whether an account exists or not.
 * Both steps are POST forms that work before their script runs (server/account/form-post.ts).
 */
export function ResetRequestForm({ notice }: { notice?: FormNotice }) {
  const t = useAccountPageTexts();
  const UNEXPECTED = t.unexpectedLater;
  const passwordResetRequestSchema = useMemo(() => passwordResetRequestSchemaFor(t.errors), [t]);
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
      <p className="text-sm text-muted">{t.resetIntro}</p>
      <EmailField label={t.email} kept={notice?.email} {...field('email')} />
      <FormError message={formError} />
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? t.sending : t.sendResetLink}
      </button>
      <Link href="/login" className="link justify-self-start">
        {t.backToLogin}
      </Link>
    </PostForm>
  );
}

/** Step 2: the mailed link's form. Success ends every session of the account. */
export function ResetPasswordForm({ token, notice }: { token: string; notice?: FormNotice }) {
  const t = useAccountPageTexts();
  const UNEXPECTED = t.unexpectedLater;
  const passwordResetSchema = useMemo(() => passwordResetSchemaFor(t.errors), [t]);
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
          {t.errors.resetDone}
        </p>
        <Link href="/login" className="btn-solid">
          {t.login}
        </Link>
      </div>
    );
  return (
    <PostForm action="/api/auth/reset/form" onSubmit={submit}>
      <input type="hidden" name="token" value={token} />
      <PasswordField
        label={t.newPassword}
        toggle={t}
        autoComplete="new-password"
        required
        {...field('newPassword')}
      />
      <PasswordField
        label={t.confirmNewPassword}
        toggle={t}
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <FormError message={formError || (errors.token?.message ?? '')} />
      {formError && (
        <Link href="/reset-password" className="link justify-self-start">
          {t.requestNewLink}
        </Link>
      )}
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? t.saving : t.setNewPassword}
      </button>
    </PostForm>
  );
}
