'use client';

import { useMemo, useState } from 'react';
import { useAccountPageTexts } from './account-page-texts';
import { passwordChangeSchemaFor, type PasswordChangeInput } from '@/lib/account/schemas';
import { sendJson } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { useHydrated } from '@/components/ui/use-hydrated';
import { applyServerErrors, PasswordField } from './form-fields';
import { useSchemaForm } from '@/components/forms/use-schema-form';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password change (spec §5: each at least 6 characters, new and confirm equal), sent to
 * POST /api/auth/password. A success clears the fields; a failure keeps them and shows the
 * server's message (the spec's 'Failed to update password…' for a wrong current password).
 */
export function PasswordForm() {
  const hydrated = useHydrated();
  const t = useAccountPageTexts();
  const passwordChangeSchema = useMemo(() => passwordChangeSchemaFor(t.errors), [t]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const { field, handleSubmit, setError, reset } = useSchemaForm(passwordChangeSchema, EMPTY);

  const change = async (input: PasswordChangeInput) => {
    setSending(true);
    setFailure('');
    try {
      await sendJson('/api/auth/password', 'POST', input, t.toasts.unexpected);
      reset(EMPTY);
      showToast(t.toasts.passwordUpdatedTitle, { description: t.toasts.passwordUpdated });
    } catch (error) {
      const line = applyServerErrors(error, setError, t.toasts.unexpected, FIELDS);
      if (line) {
        setFailure(line);
        showToast(line);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      // POST: a tap before the script runs reloads the page, never puts a field in the URL.
      method="post"
      noValidate
      onSubmit={handleSubmit(change)}
      aria-labelledby="password-heading"
      className="grid max-w-md gap-5"
    >
      <h3 id="password-heading" className="text-base font-semibold text-ink">
        {t.changePassword}
      </h3>
      <PasswordField
        label={t.currentPassword}
        toggle={t}
        required
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField
        label={t.newPassword}
        toggle={t}
        required
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <PasswordField
        label={t.confirmNewPassword}
        toggle={t}
        required
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      {failure && <p className="text-sm text-sale">{failure}</p>}
      <div>
        <button
          type="submit"
          disabled={!hydrated || sending}
          className="btn-solid min-w-40 disabled:opacity-70"
        >
          {sending ? t.updating : t.updatePassword}
        </button>
      </div>
    </form>
  );
}
