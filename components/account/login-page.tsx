'use client';

import { useRouter } from 'next/navigation';
import { AuthForms } from './auth-forms';

/** The /login page's forms: once signed in, on to the (already checked) return path. */
export function LoginPage({ returnUrl }: { returnUrl: string }) {
  const router = useRouter();
  return (
    <AuthForms
      headingLevel="h1"
      onSignedIn={() => {
        router.replace(returnUrl);
        router.refresh();
      }}
    />
  );
}
