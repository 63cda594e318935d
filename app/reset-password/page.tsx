import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountPageTextsProvider } from '@/components/account/account-page-texts';
import { MESSAGES } from '@/messages';
import { ResetPasswordForm, ResetRequestForm } from '@/components/account/reset-password-forms';
import { formNotice } from '@/server/account/form-notice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('resetTitle'), robots: { index: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Without a token: ask for the reset mail. With the mailed link's token (or, after a refused post
 * without JavaScript, the one its notice kept): choose a new password.
 */
export default async function Page({ searchParams }: Props) {
  const { token: inUrl } = await searchParams;
  const reset = await formNotice('reset');
  const t = await getTranslations('account');
  const token = typeof inUrl === 'string' && inUrl ? inUrl : reset?.token;
  return (
    <div className="mx-auto max-w-md px-4 py-10 lg:py-16">
      <h1 className="page-title mb-4">{t('resetTitle')}</h1>
      <AccountPageTextsProvider texts={MESSAGES[await getLocale()].account.page}>
        {token ? (
          <ResetPasswordForm token={token} notice={reset} />
        ) : (
          <ResetRequestForm notice={(await formNotice('forgot')) ?? reset} />
        )}
      </AccountPageTextsProvider>
    </div>
  );
}
