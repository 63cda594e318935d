'use client';

import { FormPostError } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { Link } from '@/components/ui/link';
import { loginSchemaFor } from '@/lib/account/schemas';
import { useMemo, useState } from 'react';
import { useTexts } from '@/components/i18n/client-texts-context';
import type { FormNotice } from '@/lib/account/form-notice';
import type { AccountUser } from './account-client';
import { authToasts } from './auth-messages';
import { applyServerErrors, EmailField, FormError, PasswordField, PostForm } from './form-fields';
import { startSession } from './start-session';
import { useSchemaForm } from '@/components/forms/use-schema-form';

const FIELDS = ['email', 'password'] as const;

/**
 * The sign-in form: one answer for an unknown email and a wrong password (the server's). A POST
 * form that also works before its script runs (/api/auth/login/form answers it with a redirect
 * and a `notice` for this page), so a password never goes into a URL.
 */
export function LoginForm({
  onSignedIn,
  returnUrl = '/account',
  notice,
}: {
  onSignedIn: (user: AccountUser) => void;
  returnUrl?: string;
  notice?: FormNotice;
}) {
  const t = useTexts('account');
  const AUTH_TOASTS = useMemo(() => authToasts(t.toasts), [t]);
  const loginSchema = useMemo(() => loginSchemaFor(t.errors), [t]);
  const [formError, setFormError] = useState(notice?.error ?? '');
  const [rememberMe, setRememberMe] = useState(false);
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(loginSchema, { email: notice?.email ?? '', password: '' });

  const submit = handleSubmit(async (input) => {
    setFormError('');
    try {
      onSignedIn(
        await startSession(
          '/api/auth/login',
          { ...input, rememberMe },
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
    <PostForm action="/api/auth/login/form" onSubmit={submit} label={t.login}>
      {notice?.status && (
        <p role="status" className="text-sm text-ink">
          {notice.status}
        </p>
      )}
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <EmailField label={t.email} kept={notice?.email} {...field('email')} />
      <PasswordField
        label={t.password}
        toggle={t}
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
          className="size-4 accent-ink"
        />
        {t.rememberMe}
      </label>
      <FormError message={formError} />
      <button type="submit" className="btn-solid w-full" disabled={isSubmitting}>
        {isSubmitting ? t.signingIn : t.login}
      </button>
      <Link href="/reset-password" className="link justify-self-start">
        {t.forgotPassword}
      </Link>
    </PostForm>
  );
}
