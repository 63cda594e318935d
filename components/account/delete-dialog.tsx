'use client';

import { useId, useRef, useState } from 'react';
import { useShopRouter } from '@/components/i18n/navigation';
import { FormPostError, sendJson } from '@/components/forms/post-json';
import { ModalDialog, ModalTitle, type ReturnFocus } from '@/components/ui/modal-dialog';
import { showToast } from '@/components/ui/toast';
import { signedOut } from './account-client';
import { useAccountPageTexts } from './account-page-texts';
import { fieldClass, PasswordField, type Registration } from './form-fields';
import { failureLine } from './form-failure';

const DELETE_WORD = 'DELETE';

export function DeleteDialog({ onClose, returnFocus }: { onClose: () => void; returnFocus: ReturnFocus }) {
  const router = useShopRouter();
  const t = useAccountPageTexts();
  const ACCOUNT_TOASTS = t.toasts;
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const password = useRef<HTMLInputElement | null>(null);
  const [passwordError, setPasswordError] = useState('');
  // A failure not about the password is said inside the dialog too: the toasts' live region is
  // behind it, inert while it is open, so a screen reader would not hear the toast.
  const [failure, setFailure] = useState('');
  const confirmed = typed === DELETE_WORD;

  const refusePassword = (message: string) => {
    setPasswordError(message);
    password.current?.focus();
  };

  const remove = async () => {
    if (!confirmed || deleting) return;
    const currentPassword = password.current?.value ?? '';
    if (!currentPassword) return refusePassword(t.errors.currentPassword);
    setPasswordError('');
    setFailure('');
    setDeleting(true);
    try {
      await sendJson(
        '/api/auth/delete',
        'POST',
        { confirm: DELETE_WORD, currentPassword },
        ACCOUNT_TOASTS.deleteFailed,
      );
      signedOut();
      showToast(ACCOUNT_TOASTS.accountDeletedTitle, { description: ACCOUNT_TOASTS.accountDeleted });
      // Not router.refresh(): the account page would re-render signed out and say 'Access Denied'.
      router.replace('/');
    } catch (error) {
      const wrong = error instanceof FormPostError ? error.fields.currentPassword : undefined;
      if (wrong) refusePassword(wrong);
      else setFailure(failureLine(error, ACCOUNT_TOASTS.deleteFailed));
      const line = wrong ?? failureLine(error, '');
      showToast(ACCOUNT_TOASTS.deleteFailed, line ? { description: line } : {});
      setDeleting(false);
    }
  };

  const passwordField: Registration = {
    name: 'currentPassword',
    ref: (element) => void (password.current = element),
    onChange: () => setPasswordError(''),
  };

  return (
    <ModalDialog
      onClose={deleting ? () => {} : onClose}
      returnFocus={returnFocus}
      placement="items-center justify-center"
      className="w-[min(28rem,calc(100%-2rem))] bg-white p-5 text-ink shadow-xl sm:p-6"
    >
      <ModalTitle className="text-lg font-semibold">{t.deleteDialogTitle}</ModalTitle>
      <p className="mt-2 text-sm text-muted">{t.deleteDialogText}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void remove();
        }}
        className="mt-5"
      >
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {t.deleteTypeLabel}
        </label>
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={fieldClass}
        />
        <div className="mt-4">
          <PasswordField
            label={t.currentPassword}
            toggle={t}
            required
            autoComplete="current-password"
            registration={passwordField}
            error={passwordError}
          />
        </div>
        <p role="alert" className="mt-4 text-sm text-sale empty:hidden">
          {failure}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} disabled={deleting} className="btn">
            {t.cancel}
          </button>
          <button
            type="submit"
            disabled={!confirmed || deleting}
            className="btn-solid bg-sale hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {deleting ? t.deleting : t.deleteAccount}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
