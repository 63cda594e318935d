'use client';

import { createContext, useContext, useMemo } from 'react';
import { useTexts } from '@/components/i18n/client-texts-context';
import type { Messages } from '@/messages';

// The words of the account pages' islands (/account, /reset-password, /account/confirm-email):
// account.page in the page's language, handed down by the page itself, so they reach the browser
// only on those pages; the sign-in and Create Account words every page's header needs are
// account.client (the root layout's ClientTexts).

export type AccountPageTexts = Messages['account']['page'];

const Context = createContext<AccountPageTexts | null>(null);

export function AccountPageTextsProvider({
  texts,
  children,
}: {
  texts: AccountPageTexts;
  children: React.ReactNode;
}) {
  return <Context.Provider value={texts}>{children}</Context.Provider>;
}

/** The account page's words, with every rule's message (the sign-in ones and the page's own). */
export function useAccountPageTexts() {
  const texts = useContext(Context);
  if (!texts) throw new Error('No account page texts: wrap the page in <AccountPageTextsProvider>');
  const { errors } = useTexts('account');
  return useMemo(() => ({ ...texts, errors: { ...errors, ...texts.errors } }), [texts, errors]);
}
