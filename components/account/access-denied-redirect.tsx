'use client';

import { useEffect } from 'react';
import { useShopRouter } from '@/components/i18n/navigation';
import { showToast } from '@/components/ui/toast';
import { ACCOUNT_TOASTS } from './account-messages';

/** Spec: a logged-out visitor gets the 'Access Denied' toast and goes to /. Renders nothing. */
export function AccessDeniedRedirect() {
  const router = useShopRouter();
  useEffect(() => {
    showToast(ACCOUNT_TOASTS.accessDenied);
    router.replace('/');
  }, [router]);
  return null;
}
