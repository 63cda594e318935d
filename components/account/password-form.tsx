'use client';

import { useState } from 'react';
import { passwordChangeSchema, type PasswordChangeInput } from '@/lib/account/schemas';
import { sendJson } from '@/components/forms/post-json';
import { showToast } from '@/components/ui/toast';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ACCOUNT_TOASTS } from './account-messages';
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
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const { field, handleSubmit, setError, reset } = useSchemaForm(passwordChangeSchema, EMPTY);

  const change = async (input: PasswordChangeInput) => {
    setSending(true);
    setFailure('');
    try {
      await sendJson('/api/auth/password', 'POST', input, ACCOUNT_TOASTS.unexpected);
      reset(EMPTY);
      showToast(ACCOUNT_TOASTS.passwordUpdated);
    } catch (error) {
      const line = applyServerErrors(error, setError, ACCOUNT_TOASTS.unexpected, FIELDS);
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
        Change password
      </h3>
      <PasswordField
        label="Current password"
        required
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordField label="New password" required autoComplete="new-password" {...field('newPassword')} />
      <PasswordField
        label="Confirm new password"
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
          {sending ? 'Updating...' : 'Update Password'}
        </button>
      </div>
    </form>
  );
}
