import type { Metadata } from 'next';
import { ResetPasswordForm, ResetRequestForm } from '@/components/account/reset-password-forms';

export const metadata: Metadata = { title: 'Reset password', robots: { index: false } };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Without a token: ask for the reset mail. With the mailed link's token: choose a new password. */
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto max-w-md px-4 py-10 lg:py-16">
      <h1 className="mb-4 text-2xl font-semibold tracking-wide text-ink">Reset password</h1>
      {typeof token === 'string' && token ? <ResetPasswordForm token={token} /> : <ResetRequestForm />}
    </div>
  );
}
