'use client';

import { useShopRouter } from '@/components/i18n/navigation';
import type { FormNotice } from '@/lib/account/form-notice';
import { AuthForms } from './auth-forms';

/** The /login page's forms: once signed in, on to the (already checked) return path. */
export function LoginPage({
  returnUrl,
  notice,
  registerEmail,
}: {
  returnUrl: string;
  notice?: FormNotice;
  registerEmail?: string;
}) {
  const router = useShopRouter();
  return (
    <AuthForms
      headingLevel="h1"
      returnUrl={returnUrl}
      notice={notice}
      registerEmail={registerEmail}
      onSignedIn={() => {
        router.replace(returnUrl);
        router.refresh();
      }}
    />
  );
}
