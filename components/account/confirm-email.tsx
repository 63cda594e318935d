'use client';

import { useState } from 'react';
import { sendJson } from '@/components/forms/post-json';
import { Link } from '@/components/ui/link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useAccountPageTexts } from './account-page-texts';
import { fill } from '@/lib/i18n/fill';
import { signedIn, type AccountUser } from './account-client';
import { ACCOUNT_LOGIN_HREF } from './account-messages';
import { FormError } from './form-fields';

interface Confirmed {
  email: string;
  /** This browser, signed in again with the new email; null when it was not signed in to the account. */
  user: AccountUser | null;
}

export const emailConfirmedText = (email: string, template: string) => fill(template, { email });

/** The mailed link's page: one button that confirms the new sign-in email (a POST, never the GET). */
export function ConfirmEmail({ token }: { token: string }) {
  const hydrated = useHydrated();
  const t = useAccountPageTexts();
  const UNEXPECTED = t.unexpectedLater;
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<Confirmed | null>(null);
  const [failure, setFailure] = useState(token ? '' : t.errors.emailChangeLink);

  const confirm = async () => {
    setSending(true);
    setFailure('');
    try {
      const answer = await sendJson<Confirmed>('/api/auth/confirm-email', 'POST', { token }, UNEXPECTED);
      if (answer.user) signedIn(answer.user);
      setDone(answer);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : UNEXPECTED);
    } finally {
      setSending(false);
    }
  };

  if (done)
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm text-ink">
          {emailConfirmedText(done.email, t.emailConfirmed)}
          {done.user ? t.signedInWithNewEmail : ''}
        </p>
        <Link href={done.user ? '/account' : ACCOUNT_LOGIN_HREF} className="btn-solid">
          {done.user ? t.goToAccount : t.login}
        </Link>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      className="grid gap-4"
    >
      {token && <p className="text-sm text-muted">{t.confirmIntro}</p>}
      <FormError message={failure} />
      {token && (
        <button
          type="submit"
          className="btn-solid w-full disabled:opacity-70"
          disabled={!hydrated || sending}
        >
          {sending ? t.confirming : t.confirmNewEmail}
        </button>
      )}
      {failure && (
        <Link href="/account" className="link justify-self-start">
          {t.backToAccount}
        </Link>
      )}
    </form>
  );
}
