'use client';

import { useRef, useState } from 'react';
import type { FormNotice } from '@/lib/account/form-notice';
import type { AccountUser } from './account-client';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useTexts } from '@/components/i18n/client-texts-context';

/**
 * The Login form with a switch to the Create Account form (spec: the panel toggles between its two
 * views). Used by the header's account menu and the /login page. Focus moves to the new view's
 * heading so a screen-reader user hears the switch.
 */
export function AuthForms({
  onSignedIn,
  headingLevel = 'h2',
  returnUrl,
  notice,
  registerEmail,
}: {
  onSignedIn: (user: AccountUser) => void;
  headingLevel?: 'h1' | 'h2';
  /** Where the no-JavaScript sign-in goes on success. */
  returnUrl?: string;
  notice?: FormNotice;
  /** Open on Create Account with this email (a guest's order's own, decided by the server). */
  registerEmail?: string;
}) {
  const t = useTexts('account');
  const [view, setView] = useState<'login' | 'register'>(registerEmail ? 'register' : 'login');
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel;
  const switchTo = (next: 'login' | 'register') => {
    setView(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return (
    <div>
      <Heading
        ref={heading}
        tabIndex={-1}
        className={`mb-4 outline-none ${headingLevel === 'h1' ? 'page-title' : 'text-lg font-semibold text-ink'}`}
      >
        {view === 'login' ? t.login : t.createAccount}
      </Heading>
      {view === 'login' ? (
        <LoginForm onSignedIn={onSignedIn} returnUrl={returnUrl} notice={notice} />
      ) : (
        <RegisterForm onSignedIn={onSignedIn} email={registerEmail} />
      )}
      <p className="mt-4 border-t border-line pt-4 text-sm text-muted">
        {view === 'login' ? t.newHere : t.haveAccount}
        <button
          type="button"
          onClick={() => switchTo(view === 'login' ? 'register' : 'login')}
          className="font-medium text-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          {view === 'login' ? t.createAccount : t.login}
        </button>
      </p>
    </div>
  );
}
