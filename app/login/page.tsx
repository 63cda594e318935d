import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginPage } from '@/components/account/login-page';
import { safeReturnUrl } from '@/lib/account/return-url';
import { currentUser } from '@/server/runtime/current-user';
import { formNotice } from '@/server/account/form-notice';

export const metadata: Metadata = { title: 'Login', robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Sign in or create an account, then back to `returnUrl` (a path on this site, nothing else). */
export default async function Page({ searchParams }: Props) {
  const returnUrl = safeReturnUrl((await searchParams).returnUrl, '/account');
  if (await currentUser()) redirect(returnUrl);
  return (
    <div className="mx-auto max-w-md px-4 py-10 lg:py-16">
      <LoginPage returnUrl={returnUrl} notice={await formNotice('login')} />
    </div>
  );
}
