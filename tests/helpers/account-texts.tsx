// The account pages' islands read account.client (the root layout's) and account.page (handed down
// by their page); a component test gives them both, from the real catalogues, in one language.
import type { ReactNode } from 'react';
import { AccountPageTextsProvider } from '@/components/account/account-page-texts';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { WithTexts } from './client-texts';

export function accountPageWrapper(locale: Locale = 'en') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <WithTexts locale={locale} namespaces={['account']}>
        <AccountPageTextsProvider texts={MESSAGES[locale].account.page}>{children}</AccountPageTextsProvider>
      </WithTexts>
    );
  };
}
