import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountPageTextsProvider } from '@/components/account/account-page-texts';
import { MESSAGES } from '@/messages';
import { ConfirmEmail } from '@/components/account/confirm-email';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('confirmEmailTitle'), robots: { index: false, follow: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The link mailed to a new sign-in address. Opening it changes nothing (mail scanners open links):
 * the page shows a button that posts the token to /api/auth/confirm-email.
 */
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  const t = await getTranslations('account');
  return (
    <div className="mx-auto max-w-md px-4 py-10 lg:py-16">
      <h1 className="page-title mb-4">{t('confirmEmailTitle')}</h1>
      <AccountPageTextsProvider texts={MESSAGES[await getLocale()].account.page}>
        <ConfirmEmail token={typeof token === 'string' ? token : ''} />
      </AccountPageTextsProvider>
    </div>
  );
}
